import Foundation
import Testing

/// In CI (`CI=true`) a test never skips silently: a test whose requirement (Chromium, node, the
/// shared spec suites, permission to mount a tmpfs, …) is missing runs there and fails, saying
/// what is missing. Elsewhere it is skipped with the same message.
enum CIRequirement {
    static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// Skips the test when `available` is false, except in CI, where ``require(_:_:)`` fails it.
    static func enabled(if available: Bool, _ comment: Comment) -> ConditionTrait {
        .enabled(if: available || isCI, comment)
    }

    /// Fails the test when `available` is false (reached only in CI, where it is not skipped).
    static func require(_ available: Bool, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try #require(
            available, Comment(rawValue: "\(what) (CI=true: a missing requirement fails instead of skipping)"),
            sourceLocation: sourceLocation)
    }
}
