import GalleyCore
import Testing

@testable import GalleyYAML

@Suite struct FrontMatterTests {
    @Test func splitsYAMLAndBodyWithLineNumbers() throws {
        let parts = try FrontMatter.split(
            "---\ntitle: Hi\ndate: 2026-09-11\n---\n# Body\n", file: "a.md")
        #expect(parts.yaml == "title: Hi\ndate: 2026-09-11\n")
        #expect(parts.yamlFirstLine == 2)
        #expect(parts.body == "# Body\n")
        #expect(parts.bodyFirstLine == 5)
    }

    @Test func yamlPositionsMapBackToTheFile() throws {
        let parts = try FrontMatter.split("---\ntitle: Hi\nbad: [\n---\nbody", file: "a.md")
        do {
            _ = try YAMLParser.parse(parts.yaml ?? "", file: "a.md", lineOffset: parts.yamlFirstLine - 1)
            Issue.record("expected a syntax error")
        } catch {
            #expect(error.diagnostics.first?.location?.line == 4)
        }
    }

    @Test func noFrontMatterMeansTheWholeFileIsBody() throws {
        let parts = try FrontMatter.split("# Title\n---\n", file: "a.md")
        #expect(parts.yaml == nil)
        #expect(parts.body == "# Title\n---\n")
        #expect(parts.bodyFirstLine == 1)
    }

    @Test func handlesByteOrderMarkCRLFAndDotsFence() throws {
        let parts = try FrontMatter.split("\u{FEFF}---\r\ntitle: Hi\r\n...  \r\nbody\r\n", file: "a.md")
        #expect(parts.yaml == "title: Hi\r\n")
        #expect(parts.body == "body\r\n")
        #expect(parts.bodyFirstLine == 4)
        let node = try YAMLParser.parse(parts.yaml!, file: "a.md", lineOffset: 1)
        #expect(node?.mapping?["title"]?.string == "Hi")
    }

    @Test func emptyFrontMatterAndEmptyBody() throws {
        let parts = try FrontMatter.split("---\n---", file: "a.md")
        #expect(parts.yaml == "")
        #expect(parts.body == "")
        #expect(parts.bodyFirstLine == 3)
    }

    @Test(arguments: ["---\ntitle: x\n", "---", "---\n--- x\n"])
    func unclosedIsAnErrorAtLineOne(source: String) throws {
        do {
            _ = try FrontMatter.split(source, file: "a.md")
            Issue.record("expected front-matter.unclosed")
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.id == "front-matter.unclosed")
            #expect(diagnostic.location == SourceLocation(file: "a.md", line: 1, column: 1))
        }
    }

    @Test func fourDashesAreNotAFence() throws {
        #expect(try FrontMatter.split("----\ntext\n", file: "a.md").yaml == nil)
    }
}
