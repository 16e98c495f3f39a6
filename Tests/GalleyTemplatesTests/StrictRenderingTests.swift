import GalleyCore
import Testing

@testable import GalleyTemplates

@Suite struct StrictRenderingTests {
    private func render(_ source: String, _ value: TemplateValue, partials: [String: String] = [:])
        throws -> String
    {
        let templates = try partials.mapValues { try Template(source: $0, path: "partial.mustache") }
        return try Template(source: source, path: "Templates/page.mustache").render(
            value, partials: templates)
    }

    private func renderError(
        _ source: String, _ value: TemplateValue, partials: [String: String] = [:]
    ) -> Diagnostic? {
        firstDiagnostic { _ = try render(source, value, partials: partials) }
    }

    @Test func missingVariableNamesPathLineAndColumn() throws {
        let diagnostic = try #require(renderError("<h1>\n  <a>{{titel}}</a>", ["title": "x"]))
        #expect(diagnostic.id == "template.missing-variable")
        #expect(
            diagnostic.description
                == "Templates/page.mustache:2:6: error: no value named 'titel'; did you mean 'title'? [template.missing-variable]"
        )
    }

    @Test func missingDottedKeyNamesWhereTheChainBroke() throws {
        let diagnostic = try #require(renderError("{{page.titel}}", ["page": ["title": "x"]]))
        #expect(diagnostic.summary == "no value named 'titel' in 'page'; did you mean 'title'?")
    }

    @Test func missingPartialIsAnError() throws {
        let diagnostic = try #require(renderError("a\n {{> hedaer}}\n", [:], partials: ["header": "h"]))
        #expect(diagnostic.id == "template.missing-partial")
        #expect(diagnostic.location?.description == "Templates/page.mustache:2:2")
        #expect(diagnostic.summary == "no partial named 'hedaer'; did you mean 'header'?")
    }

    @Test func errorsInsidePartialsNameThePartial() throws {
        let diagnostic = try #require(renderError("{{> nav}}", [:], partials: ["nav": "\n{{nope}}"]))
        #expect(diagnostic.location?.description == "partial.mustache:2:1")
    }

    @Test func sectionsOverMissingNamesAreFalse() throws {
        #expect(
            try render("[{{#subtitle}}<p>{{subtitle}}</p>{{/subtitle}}{{^draft}}live{{/draft}}]", [:])
                == "[live]")
    }

    @Test func nullInterpolatesAsEmpty() throws {
        #expect(try render("[{{subtitle}}]", ["subtitle": nil]) == "[]")
    }

    @Test func tripleStacheOnPlainStringIsRejected() throws {
        for source in ["{{{title}}}", "{{& title}}"] {
            let diagnostic = try #require(renderError(source, ["title": "<b>"]))
            #expect(diagnostic.id == "template.unescaped-string")
        }
    }

    @Test func tripleStacheEmitsHTMLValues() throws {
        #expect(try render("{{{body}}}|{{& body}}", ["body": .html("<p>x</p>")]) == "<p>x</p>|<p>x</p>")
    }

    @Test func doubleStacheEscapesEvenHTMLValues() throws {
        #expect(try render("{{body}}", ["body": .html("<p>")]) == "&lt;p&gt;")
    }

    @Test(arguments: [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("\"quoted\" & 'single'", "&quot;quoted&quot; &amp; &#39;single&#39;"),
        ("{{title}}", "{{title}}"),
        ("{{{x}}} {{> p}}", "{{{x}}} {{&gt; p}}"),
    ])
    func hostileValuesAreEscapedAndNeverReinterpreted(value: String, expected: String) throws {
        #expect(try render("{{title}}", ["title": .string(value)]) == expected)
        #expect(
            try render("<a title=\"{{title}}\">", ["title": .string(value)])
                == "<a title=\"\(expected)\">")
    }

    @Test func listsAndObjectsCannotBeInterpolated() throws {
        #expect(renderError("{{items}}", ["items": [1, 2]])?.id == "template.not-interpolatable")
        #expect(renderError("{{page}}", ["page": ["a": 1]])?.id == "template.not-interpolatable")
    }

    @Test func numbersAndBooleansFormat() throws {
        #expect(
            try render("{{a}} {{b}} {{c}} {{{d}}}", ["a": 85, "b": 1.21, "c": true, "d": -3])
                == "85 1.21 true -3")
    }

    @Test func selfIncludingPartialHitsTheRecursionLimit() throws {
        let diagnostic = try #require(
            renderError("{{> loop}}", ["x": true], partials: ["loop": "{{#x}}{{> loop}}{{/x}}"]))
        #expect(diagnostic.id == "template.recursion-limit")
    }

    /// Found by the templates fuzzer: nested list sections multiply, and twenty levels over
    /// three items would render 3^20 times. The work limit stops it, in both modes.
    @Test(arguments: [RenderMode.strict, .spec])
    func nestedListSectionsHitTheWorkLimit(mode: RenderMode) throws {
        let source = String(repeating: "{{#items}}x", count: 20) + String(repeating: "{{/items}}", count: 20)
        let template = try Template(source: source, path: "t.mustache")
        do {
            _ = try template.render(["items": [1, 2, 3]], mode: mode)
            Issue.record("rendered without hitting the limit")
        } catch {
            #expect(error.diagnostics.first?.id == "template.work-limit")
            #expect(error.diagnostics.first?.location?.description.hasPrefix("t.mustache:1:") == true)
        }
    }

    @Test func specModeIsLenientWhereStrictIsNot() throws {
        let template = try Template(source: "[{{missing}}{{{raw}}}{{> none}}]", path: "t")
        #expect(try template.render(["raw": "<b>"], mode: .spec) == "[<b>]")
    }

    @Test func typedContextsConvertExplicitly() throws {
        struct Link: TemplateContext {
            var title: String
            var url: String?
            var templateValue: TemplateValue { ["title": title.templateValue, "url": url.templateValue] }
        }
        let links = [Link(title: "A & B", url: "/a"), Link(title: "C", url: nil)]
        let source =
            "{{#links}}{{#url}}<a href=\"{{url}}\">{{title}}</a>{{/url}}{{^url}}{{title}}{{/url}};{{/links}}"
        #expect(try render(source, ["links": links.templateValue]) == "<a href=\"/a\">A &amp; B</a>;C;")
    }
}
