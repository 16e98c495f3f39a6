import Foundation
import Testing

/// In CI (`CI=true`) a test never skips: a test whose requirement (Chromium, node, the shared
/// spec suites, bubblewrap, root, …) is missing runs there and fails, saying what is missing.
/// Elsewhere it is skipped, and the skip carries the same reason. A test that cannot run never
/// passes.
///
/// Use both halves: the trait on the test or suite, and ``require(_:_:sourceLocation:)`` first
/// thing in each test it covers (which only CI reaches with the requirement missing).
public enum CIRequirement {
    /// Whether this is a CI run (`CI=true` in the environment).
    public static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// Skips the test when `available` is false, except in CI, where ``require(_:_:sourceLocation:)`` fails it.
    public static func enabled(if available: @autoclosure @escaping @Sendable () -> Bool, _ comment: Comment)
        -> ConditionTrait
    {
        .enabled(comment) { isCI || available() }
    }

    /// Fails the test when `available` is false (reached only in CI, where it is not skipped).
    public static func require(
        _ available: Bool, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try #require(
            available, Comment(rawValue: "\(what) (CI=true: a missing requirement fails instead of skipping)"),
            sourceLocation: sourceLocation)
    }
}
