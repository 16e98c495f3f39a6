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
    /// Articles whose kept verdicts were taken as they are (``ProofMemo``), not in ``results``:
    /// each passed, was ignored or skipped, with nothing to report.
    package var reused: [ArticleProof] = []

    /// Blocks that passed.
    package var passedCount: Int { results.filter(\.passed).count + reused.reduce(0) { $0 + $1.passed } }
    /// Blocks that failed.
    package var failedCount: Int { results.filter { !$0.diagnostics.isEmpty }.count }
    /// Blocks that were ignored or skipped.
    package var skippedCount: Int {
        results.count - results.filter(\.passed).count - failedCount + reused.reduce(0) { $0 + $1.skipped }
    }
    /// `ignore` blocks, each with its reason.
    package var ignoredCount: Int {
        results.filter { if case .ignored = $0.status { true } else { false } }.count
    }

    /// Every diagnostic: each failed block's and the session's, warnings made errors when strict.
    package var diagnostics: [Diagnostic] {
        let all = sessionDiagnostics + results.flatMap(\.diagnostics)
        return strict ? all.map(\.strictened) : all
    }

    /// Errors that belong to no block (a package that does not build, an unusable helper, a
    /// warning made an error by `--strict` that names no block): the reports count them beside
    /// the failed blocks, so that no report shows green while the command fails.
    package var errorsOutsideBlocks: [Diagnostic] {
        let all = strict ? sessionDiagnostics.map(\.strictened) : sessionDiagnostics
        return all.filter { $0.severity == .error }
    }

    /// True when no block failed and no diagnostic is an error (a warning is one when strict).
    package var succeeded: Bool {
        failedCount == 0 && !diagnostics.contains { $0.severity == .error }
    }

    /// Under `--strict` a warning about a block (a `run` block without `output`, say) fails that
    /// block, so the counts, the JSON and the JUnit report agree with the exit status. A warning
    /// about a block is one located at the block's opening fence.
    package mutating func failBlocksWarnedUnderStrict() {
        guard strict else { return }
        var kept: [Diagnostic] = []
        for diagnostic in sessionDiagnostics {
            guard diagnostic.severity == .warning, let location = diagnostic.location,
                let index = results.firstIndex(where: {
                    $0.file == location.file && $0.fenceLine == location.line
                })
            else {
                kept.append(diagnostic)
                continue
            }
            switch results[index].status {
            case .passed: results[index].status = .failed([diagnostic.strictened])
            case .failed(let earlier): results[index].status = .failed(earlier + [diagnostic.strictened])
            case .ignored, .skipped: kept.append(diagnostic)
            }
        }
        sessionDiagnostics = kept
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
