import Foundation
import GalleyCore
import Testing

@testable import GalleyTemplates

@Suite struct TemplateLibraryTests {
    /// A fresh folder holding `files`, removed by the caller.
    private func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-templates-\(UUID().uuidString)")
        for (name, text) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func loadsTemplatesAndResolvesPartialsByName() throws {
        let root = try folder([
            "page.mustache": "{{> partials/header}}\n<main>{{{body}}}</main>\n",
            "partials/header.mustache": "<h1>{{title}}</h1>\n",
            "notes.txt": "ignored",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let library = try TemplateLibrary(directory: root, displayPath: "Templates")
        #expect(library.names == ["page", "partials/header"])
        let html = try library.render("page", value: ["title": "Hi", "body": .html("<p>x</p>")])
        #expect(html == "<h1>Hi</h1>\n<main><p>x</p></main>\n")
        // The bytes of the same render, and HTML given as bytes shows as the same HTML.
        let bytes = try library.renderBytes("page", value: ["title": "Hi", "body": .html("<p>x</p>")])
        #expect(bytes == Array(html.utf8))
        let fromBytes = try library.renderBytes(
            "page", value: ["title": "Hi", "body": .htmlBytes(Array("<p>x</p>".utf8))])
        #expect(fromBytes == bytes)
    }

    /// `.htmlBytes` behaves as `.html` everywhere: escaped by `{{x}}`, as it is by `{{{x}}}`,
    /// and a section over it renders once; the output beyond ASCII is the same text.
    @Test func htmlBytesRenderAsHTML() throws {
        let template = try Template(source: "{{x}}|{{{x}}}|{{#x}}on{{/x}}|{{^x}}off{{/x}}", path: "t.mustache")
        let markup = "<b>Čvor & 'đ'</b>"
        let asString = try template.render(["x": .html(markup)])
        let asBytes = try template.render(["x": .htmlBytes(Array(markup.utf8))])
        #expect(asBytes == asString)
        #expect(asString == "&lt;b&gt;Čvor &amp; &#39;đ&#39;&lt;/b&gt;|<b>Čvor & 'đ'</b>|on|")
    }

    /// A theme's templates that the site replaces are not read: not even a broken one fails.
    @Test func skippedTemplatesAreNotRead() throws {
        let root = try folder([
            "page.mustache": "<main>{{{body}}}</main>", "partials/nav.mustache": "{{#x}}", "other.mustache": "o",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let library = try TemplateLibrary(
            directory: root, displayPath: "Templates", skipping: ["partials/nav", "other"])
        #expect(library.names == ["page"])
    }

    @Test func reportsParseErrorsOfEveryFile() throws {
        let root = try folder(["a.mustache": "{{#x}}", "b.mustache": "{{/y}}", "c.mustache": "fine"])
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            _ = try TemplateLibrary(directory: root, displayPath: "Templates")
            Issue.record("expected parse errors")
        } catch {
            #expect(
                error.diagnostics.map { "\($0.location!) \($0.id)" } == [
                    "Templates/a.mustache:1:1 template.unclosed-section",
                    "Templates/b.mustache:1:1 template.unexpected-close",
                ])
        }
    }

    @Test func unknownTemplateSuggestsANearMiss() throws {
        let library = TemplateLibrary(templates: ["article": try Template(source: "x", path: "article")]
        )
        let diagnostic = try #require(firstDiagnostic { _ = try library.render("articel", value: [:]) })
        #expect(diagnostic.summary == "no template named 'articel'; did you mean 'article'?")
    }

    @Test func missingFolderIsAnError() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-none-\(UUID().uuidString)")
        let diagnostic = firstDiagnostic {
            _ = try TemplateLibrary(directory: missing, displayPath: "Templates")
        }
        #expect(diagnostic?.id == "template.missing-directory")
    }
}
