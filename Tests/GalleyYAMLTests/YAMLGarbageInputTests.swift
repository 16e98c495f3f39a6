import GalleyCore
import GalleyTestSupport
import Testing

@testable import GalleyYAML

/// Throws random and hostile input at the parser: it must return a tree or located `yaml.*`
/// diagnostics, and never crash.
@Suite struct YAMLGarbageInputTests {
    private static let pieces = [
        "-", " ", "\n", ":", "[", "]", "{", "}", ",", "?", "&a", "*a", "!", "!!str", "'", "\"", "|",
        ">",
        "#", "%YAML 1.2", "---", "...", "\t", "\r", "é", "\u{2028}", "\u{0}", "\u{FEFF}", "key", "0x",
        "\\",
        "  ", "- ", ": ", "@", "`", "%",
    ]

    @Test(arguments: 0..<8)
    func randomInputNeverCrashes(seed: UInt64) throws {
        var generator = SplitMix(state: seed)
        for _ in 0..<250 {
            let count = Int.random(in: 0..<40, using: &generator)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            check(text)
        }
    }

    @Test(arguments: [
        "\u{0}", "[", "{", "\"", "'", "- - - - -", ": :", "? ? ?", "&a [*a]", "!<tag> x", "%TAG ! !x\n",
        "a:\n\t- b",
    ])
    func hostileInputIsHandled(text: String) {
        check(text)
    }

    @Test func largeAndDeepInputIsHandled() {
        check(String(repeating: "{a: ", count: 500))
        check(String(repeating: "- ", count: 500) + "x")
        check((0..<5000).map { "k\($0): v\n" }.joined())
    }

    private func check(_ text: String) {
        do {
            _ = try YAMLParser.parse(text, file: "fuzz.yml")
        } catch {
            #expect(!error.diagnostics.isEmpty)
            for diagnostic in error.diagnostics {
                #expect(diagnostic.id.hasPrefix("yaml."))
                #expect((diagnostic.location?.line ?? 0) >= 1)
                #expect((diagnostic.location?.column ?? 0) >= 1)
            }
        }
    }
}
