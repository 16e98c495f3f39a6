import Foundation
import GalleyCore

/// The result of a verification session: a verdict per block, counts, diagnostics and blessings.
package struct VerificationReport: Sendable {
    /// One verdict per verified Swift block, in article and block order.
    package var results: [VerificationResult]
    /// Problems that are not any single block's verdict (for example an unpaired comparison side).
    package var sessionDiagnostics: [Diagnostic]
    /// Rewrites of `output` blocks recorded because blessing was on.
    package var blessings: [Blessing]
    /// The first line of `swiftc --version`, for page badges.
    package var toolchainVersion: String
    /// The slice of units this report covers.
    package var shard: Shard
    /// How the work was done.
    package var statistics: VerificationStatistics
    /// Whether warnings count as errors (`--strict`, or `strict: true` in `site.yml`).
    ///
    /// `ignore` blocks are not failures even then: each carries a required reason, which the
    /// page shows to readers, and the summary counts them.
    package var strict: Bool

    /// Blocks that passed.
    package var passedCount: Int { results.filter(\.passed).count }
    /// Blocks that failed.
    package var failedCount: Int { results.filter { !$0.diagnostics.isEmpty }.count }
    /// Blocks that were ignored or skipped.
    package var skippedCount: Int { results.count - passedCount - failedCount }
    /// `ignore` blocks, each with its reason.
    package var ignoredCount: Int {
        results.filter { if case .ignored = $0.status { true } else { false } }.count
    }

    /// Every diagnostic: each failed block's and the session's, warnings made errors when strict.
    package var diagnostics: [Diagnostic] {
        let all = sessionDiagnostics + results.flatMap(\.diagnostics)
        return strict ? all.map(\.strictened) : all
    }

    /// True when no block failed and no diagnostic is an error (a warning is one when strict).
    package var succeeded: Bool {
        failedCount == 0 && !diagnostics.contains { $0.severity == .error }
    }

    /// The report of a verification that stopped before any block was compiled (the site's
    /// package does not build): no verdicts, only the reasons, so `--format json` still prints
    /// one JSON document.
    package static func stopped(_ diagnostics: [Diagnostic], shard: Shard) -> VerificationReport {
        VerificationReport(
            results: [], sessionDiagnostics: diagnostics, blessings: [], toolchainVersion: "", shard: shard,
            statistics: VerificationStatistics(), strict: false)
    }

    /// Writes the recorded blessings into the Markdown files under `root`.
    package func applyBlessings(root: URL) throws(DiagnosticError) {
        try Blessing.apply(blessings, root: root)
    }
}
