import Foundation
import GalleyCore

/// Where commands write: results to standard output, diagnostics and progress to standard error.
public struct Console: Sendable {
    public var writeOut: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    /// Whether standard error is a terminal (progress lines are shown only then).
    public var isInteractive: Bool

    public init(
        writeOut: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        isInteractive: Bool
    ) {
        self.writeOut = writeOut
        self.writeError = writeError
        self.isInteractive = isInteractive
    }

    /// The process's real standard streams.
    public static let standard = Console(
        writeOut: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
        writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
        isInteractive: isatty(2) == 1)

    public func print(_ line: String) { writeOut(line + "\n") }
    public func error(_ line: String) { writeError(line + "\n") }

    /// Prints diagnostics in swiftc's format (`path:line:col: error: message`), one per line, in the order given.
    public func report(_ diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { error(diagnostic.description) }
    }
}
