import GalleyYAML
import Testing

@testable import GalleySite

/// A text keeps its body once: the front matter it gives back has the body it was split with.
@Suite struct SourceTextTests {
    static let sources = [
        "---\ntitle: A\n---\n\nBody with č and 🧭.\n",
        "\u{FEFF}---\ntitle: B\n---\nBody right after the fence.",
        "No front matter at all.\n",
        "\u{FEFF}A byte-order mark and no front matter.\n",
        "---\ntitle: C\n---\n",
        "",
    ]

    @Test func theBodyComesBackAsItWasSplit() throws {
        for source in Self.sources {
            let split = try FrontMatter.split(source, file: "a.md")
            let text = SourceText(source, frontMatter: split)
            #expect(text.frontMatter == split, "\(source)")
            #expect(text.source == source)
        }
    }

    /// A front matter whose body is not the end of the text (an article given new text) keeps its own.
    @Test func aBodyFromElsewhereIsKept() throws {
        let split = try FrontMatter.split("---\ntitle: A\n---\nOld body.\n", file: "a.md")
        let text = SourceText("---\ntitle: A\n---\nNew body, longer than the old one.\n", frontMatter: split)
        #expect(text.frontMatter == split)
        #expect(text.frontMatter.body == "Old body.\n")
    }
}
