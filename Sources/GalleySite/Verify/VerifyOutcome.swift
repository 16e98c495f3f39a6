import Foundation
import GalleyCore
import GalleySnippets

/// What `galley verify` found, in the forms the command prints: diagnostics, a summary line, the
/// JSON and JUnit reports, and the expected-output blocks to bless.
package struct VerifyOutcome: Sendable {
    let report: VerificationReport

    /// Every diagnostic, warnings made errors when strict.
    package var diagnostics: [Diagnostic] { report.diagnostics }
    /// True when no block failed and no diagnostic is an error.
    package var succeeded: Bool { report.succeeded }
    /// `N passed, N failed, N skipped (N from cache; toolchain)`.
    package var summaryLine: String { TextReportFormatter().summaryLine(report) }
    /// The machine-readable report (`--format json`).
    package var json: String { JSONReportFormatter().format(report) }
    /// The JUnit XML report (`--report FILE`).
    package var junit: String { JUnitReportFormatter().format(report) }
    /// The machine-readable report of a run that stopped before verifying anything (a package
    /// that does not build, an unreadable cache): no results, and the reasons.
    package static func stoppedJSON(_ diagnostics: [Diagnostic], of action: VerifyAction) -> String {
        JSONReportFormatter().format(.stopped(diagnostics, shard: action.shard))
    }
    /// How many expected-output blocks would be rewritten by blessing.
    package var blessingCount: Int { report.blessings.count }

    /// Rewrites the recorded expected-output blocks under `root`; returns one
    /// `path:line:col: blessed the expected output` line per block, in file and line order.
    package func applyBlessings(root: URL) throws(DiagnosticError) -> [String] {
        try report.applyBlessings(root: root)
        let ordered = report.blessings.sorted { ($0.file, $0.lines.lowerBound) < ($1.file, $1.lines.lowerBound) }
        return ordered.map { "\($0.location): blessed the expected output" }
    }
}
