/// The human summary of a session: every diagnostic in swiftc form, then the counts.
package struct TextReportFormatter: Sendable {
    /// Creates a formatter.
    package init() {}

    /// The diagnostics, one block each, then `N passed, N failed, N skipped (toolchain)`.
    package func format(_ report: VerificationReport) -> String {
        (report.diagnostics.map(\.description) + [summaryLine(report)]).joined(separator: "\n") + "\n"
    }

    /// Only the counts: `N passed, N failed, N skipped (N from cache; toolchain)`.
    package func summaryLine(_ report: VerificationReport) -> String {
        let cached = report.results.filter(\.fromCache).count
        let outside = report.errorsOutsideBlocks.count
        let errors = outside == 0 ? "" : ", \(outside) \(outside == 1 ? "error" : "errors") outside any block"
        return "\(report.passedCount) passed, \(report.failedCount) failed, \(report.skippedCount) skipped"
            + errors + " (\(cached) from cache; \(report.toolchainVersion))"
    }
}
