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
    /// Whether warnings count as errors (`--strict`, or `strict: true` in `site.yml`).
    ///
    /// `ignore` blocks are not failures even then: each carries a required reason, which the
    /// page shows to readers, and the summary counts them.
    public var strict: Bool

    /// Blocks that passed.
    public var passedCount: Int { results.filter(\.passed).count }
    /// Blocks that failed.
    public var failedCount: Int { results.filter { !$0.diagnostics.isEmpty }.count }
    /// Blocks that were ignored or skipped.
    public var skippedCount: Int { results.count - passedCount - failedCount }
    /// `ignore` blocks, each with its reason.
    public var ignoredCount: Int {
        results.filter { if case .ignored = $0.status { true } else { false } }.count
    }

    /// Every diagnostic: each failed block's and the session's, warnings made errors when strict.
    public var diagnostics: [Diagnostic] {
        let all = sessionDiagnostics + results.flatMap(\.diagnostics)
        return strict ? all.map(\.strictened) : all
    }

    /// True when no block failed and no diagnostic is an error (a warning is one when strict).
    public var succeeded: Bool {
        failedCount == 0 && !diagnostics.contains { $0.severity == .error }
    }

    /// Writes the recorded blessings into the Markdown files under `root`.
    public func applyBlessings(root: URL) throws(DiagnosticError) {
        try Blessing.apply(blessings, root: root)
    }
}
