import Foundation
import GalleyCore

/// The result of a verification session: a verdict per block, counts, diagnostics and blessings.
public struct VerificationReport: Sendable {
    /// One verdict per verified Swift block, in article and block order.
    public var results: [VerificationResult]
    /// Problems that are not any single block's verdict (for example an unpaired comparison side).
    public var sessionDiagnostics: [Diagnostic]
    /// Rewrites of `output` blocks recorded because blessing was on.
    public var blessings: [Blessing]
    /// The first line of `swiftc --version`, for page badges.
    public var toolchainVersion: String
    /// The slice of units this report covers.
    public var shard: Shard
    /// How the work was done.
    public var statistics: VerificationStatistics
    /// Whether `ignore` blocks count as failures.
    public var strict: Bool

    /// Blocks that passed.
    public var passedCount: Int { results.filter(\.passed).count }
    /// Blocks that failed, plus `ignore` blocks in strict mode.
    public var failedCount: Int { results.filter { isFailure($0) }.count }
    /// Blocks that were ignored or skipped.
    public var skippedCount: Int { results.count - passedCount - failedCount }

    /// Every diagnostic: each failed block's, strict-mode ignores, and the session's.
    public var diagnostics: [Diagnostic] {
        var all = sessionDiagnostics
        for result in results {
            all += result.diagnostics
            if strict, case .ignored(let reason) = result.status {
                all.append(
                    .error(
                        "snippet.ignored-in-strict-mode",
                        at: SourceLocation(file: result.file, line: result.fenceLine, column: 1),
                        "ignored block is not allowed with --strict (reason: \(reason))"))
            }
        }
        return all
    }

    /// True when no block failed.
    public var succeeded: Bool {
        failedCount == 0 && !sessionDiagnostics.contains { $0.severity == .error }
    }

    /// Writes the recorded blessings into the Markdown files under `root`.
    public func applyBlessings(root: URL) throws(DiagnosticError) {
        try Blessing.apply(blessings, root: root)
    }

    private func isFailure(_ result: VerificationResult) -> Bool {
        switch result.status {
        case .failed: true
        case .ignored: strict
        case .passed, .skipped: false
        }
    }
}
