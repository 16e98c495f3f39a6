import Foundation
import Testing

@testable import GalleySnippets

/// An error about a SwiftUI name GalleyUI lacks says so, from SwiftUI's names index.
@Suite struct MissingSwiftUINamesTests {
    static let names = MissingSwiftUINames(
        file: Site.sources.deletingLastPathComponent().appendingPathComponent("Surface/swiftui-names.tsv"))

    @Test(arguments: [
        ("cannot find 'Layout' in scope", "Layout"), ("cannot find type 'Layout' in scope", "Layout"),
        ("value of type 'some View' has no member 'blur'", "View.blur"),
        ("value of type 'ModifiedContent<Text, _PaddingLayout>' has no member 'blur'", "View.blur"),
        ("type 'EnvironmentValues' has no member 'imageScale'", "EnvironmentValues.imageScale"),
    ])
    func namesSwiftUIDeclaresGetTheNote(message: String, qualified: String) throws {
        let names = try #require(Self.names)
        let note = try #require(names.note(for: message))
        #expect(note.hasPrefix("GalleyUI does not declare '\(qualified)' (SwiftUI, iOS "), "\(note)")
    }

    @Test(arguments: [
        "cannot find 'recipeCount' in scope", "value of type 'Pantry' has no member 'blur'",
        "cannot convert value of type 'String' to specified type 'Int'",
    ])
    func otherErrorsGetNone(message: String) throws {
        #expect(try #require(Self.names).note(for: message) == nil)
    }

    /// End to end: a block using a SwiftUI name GalleyUI lacks fails with the note beside the
    /// compiler's error.
    @Test func aFailedBlockCarriesTheNote() async throws {
        let site = try Site([
            "Content/en/a.md":
                "```swift\nimport SwiftUI\nlet layout: some NoSuchSwiftUIThing = 1\nlet x = Text(\"a\").galleyNeverDeclaresThis()\n```\n"
        ])
        defer { site.remove() }
        var report = try await site.verify()
        #expect(report.failedCount == 1)
        // The note is added only for names SwiftUI has; neither name above is one.
        #expect(!report.diagnostics.flatMap(\.notes).contains { $0.message.hasPrefix("GalleyUI does not declare") })
        let names = try #require(Self.names)
        let index = try #require(report.results.indices.first)
        report.results[index].status = .failed([
            .error("snippet.compiler", at: nil, "value of type 'Text' has no member 'blur'")
        ])
        report.noteMissingSwiftUINames(names)
        #expect(
            report.diagnostics.first?.notes.last?.message.hasPrefix("GalleyUI does not declare 'View.blur'") == true)
    }
}
