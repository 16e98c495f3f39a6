import Testing

@testable import GalleyCLI

/// Options are declared once; parsing and help both come from the declaration.
@Suite struct CommandSpecTests {
    static let specs: [(String, CommandSpec)] = [
        ("build", BuildCommand.spec), ("verify", VerifyCommand.spec), ("serve", ServeCommand.spec),
        ("translations", TranslationsCommand.spec), ("new", NewCommand.spec), ("init", InitCommand.spec),
        ("theme", ThemeCommand.spec),
    ]

    @Test(arguments: specs.map(\.0))
    func everyDeclaredOptionIsDocumentedAndAccepted(name: String) throws {
        let spec = try #require(Self.specs.first { $0.0 == name }?.1)
        for option in spec.options {
            #expect(spec.help.contains(option.label), "\(name) --help does not show \(option.label)")
            switch option.kind {
            case .value: #expect(try spec.parse(["--\(option.name)", "x"]).value(option.name) == "x")
            case .flag: #expect(try spec.parse(["--\(option.name)"]).flag(option.name))
            }
        }
        #expect(spec.help.contains("-h, --help"))
        #expect(throws: UsageError.self) { try spec.parse(["--not-an-option"]) }
    }

    @Test func sharedOptionsReadTheSameEverywhere() {
        let lines = Self.specs.compactMap { $0.1.help.split(separator: "\n").first { $0.hasPrefix("  --content DIR") } }
        #expect(lines.count == Self.specs.count - 1, "every command but init takes --content")
        #expect(
            Set(
                lines.map {
                    $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst(2).joined(separator: " ")
                }
            ).count == 1)
    }

    @Test func helpIsRecognisedWhereverItStands() throws {
        #expect(try VerifyCommand.spec.parse(["Content/en", "-h"]).flag("help"))
        #expect(try VerifyCommand.spec.parse(["--help", "--jobs", "2"]).flag("help"))
        #expect(try VerifyCommand.spec.parse(["--", "-h"]).positionals == ["-h"])
    }

    @Test func longHelpWrapsUnderItsColumn() {
        let row = CommandSpec.row("--x", String(repeating: "word ", count: 40), column: 10)
        let lines = row.split(separator: "\n")
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= 100 })
        #expect(
            lines.dropFirst().allSatisfy {
                $0.hasPrefix(String(repeating: " ", count: 12)) && !$0.hasPrefix(String(repeating: " ", count: 13))
            })
    }
}
