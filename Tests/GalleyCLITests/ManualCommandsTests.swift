import Foundation
import GalleyTestSupport
import Testing

@testable import GalleyCLI

/// The manual's command reference is made from the commands' own `--help`, so the two cannot
/// drift: a changed option fails this test until the page is recorded again (`GALLEY_RECORD=1`).
@Suite struct ManualCommandsTests {
    static let page = InstallTests.root.appendingPathComponent("Docs/Content/en/commands.md")

    @Test func theCommandReferenceIsTheCommandsHelp() {
        Snapshot.expect(Self.markdown(), matches: Self.page)
    }

    /// The page: front matter, the overview, then each command's help as `galley X --help`
    /// prints it.
    static func markdown() -> String {
        var text = """
            ---
            title: Commands
            summary: Every command and option, as the commands' own help prints them.
            order: 90
            ---

            This page is generated from each command's `--help` (a test fails when the two differ),
            so it lists exactly what the installed `galley` accepts. Exit status is 0 on success, 1
            when a build or a check fails, and 64 for a usage error; diagnostics go to standard error
            as `path:line:col: error|warning: message`.

            ```text
            \(GalleyCommand.help.trimmingCharacters(in: .newlines))
            ```

            """
        for command in GalleyCommand.commands {
            text += """

                ## galley \(command.name)

                ```text
                \(command.help.trimmingCharacters(in: .newlines))
                ```

                """
        }
        return text
    }
}
