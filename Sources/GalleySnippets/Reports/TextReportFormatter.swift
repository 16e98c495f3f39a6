/// The human summary of a session: every diagnostic in swiftc form, then the counts.
public struct TextReportFormatter: Sendable {
  /// Creates a formatter.
  public init() {}

  /// The diagnostics, one block each, then `N passed, N failed, N skipped (toolchain)`.
  public func format(_ report: VerificationReport) -> String {
    var lines = report.diagnostics.map(\.description)
    let cached = report.results.filter(\.fromCache).count
    lines.append(
      "\(report.passedCount) passed, \(report.failedCount) failed, \(report.skippedCount) skipped"
        + " (\(cached) from cache; \(report.toolchainVersion))")
    return lines.joined(separator: "\n") + "\n"
  }
}
