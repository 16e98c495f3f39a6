import Foundation
import GalleyCore

/// Where commands write: results to standard output, diagnostics and progress to standard error.
package struct Console: Sendable {
    package var writeOut: @Sendable (String) -> Void
    package var writeError: @Sendable (String) -> Void
    /// Whether standard error is a terminal (progress lines are shown only then).
    package var isInteractive: Bool
    /// Whether GitHub Actions runs the command (`GITHUB_ACTIONS=true`): every diagnostic is then
    /// also written as a workflow annotation, to standard error, so standard output stays a
    /// valid machine format (`--format json`) in every environment.
    package var annotatesForGitHub: Bool

    package init(
        writeOut: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        isInteractive: Bool,
        annotatesForGitHub: Bool = getenv("GITHUB_ACTIONS").map { String(cString: $0) } == "true"
    ) {
        self.writeOut = writeOut
        self.writeError = writeError
        self.isInteractive = isInteractive
        self.annotatesForGitHub = annotatesForGitHub
    }

    /// The process's real standard streams.
    package static let standard = Console(
        writeOut: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
        writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
        isInteractive: isatty(2) == 1)

    package func print(_ line: String) { writeOut(line + "\n") }
    package func error(_ line: String) { writeError(line + "\n") }

    /// Prints diagnostics in swiftc's format (`path:line:col: error: message`), one per line, in the
    /// order given, followed under GitHub Actions by one `::error file=…::` annotation each (also on
    /// standard error: GitHub reads both streams, and standard output stays the command's result).
    package func report(_ diagnostics: some Sequence<Diagnostic>) {
        let list = Array(diagnostics)
        for diagnostic in list { error(diagnostic.description) }
        if annotatesForGitHub && !list.isEmpty {
            writeError(GitHubAnnotationFormatter().format(list))
        }
    }
}
