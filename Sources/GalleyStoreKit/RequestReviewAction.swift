public import GalleyUICore

/// An action that asks for an App Store rating or review, read from the environment's
/// `requestReview` value and called like a function.
///
/// Linux has no App Store, so no prompt ever appears. Calling the action only counts the request
/// in `requestCount` for the rest of the run; it does not print, throttle or decide anything.
@MainActor @preconcurrency public struct RequestReviewAction: CustomStringConvertible {
    nonisolated init() {}

    /// How many times any `RequestReviewAction` was called in this run (Galley's own, for tests
    /// and for code that wants to show what happened; StoreKit has no such property).
    package static var requestCount = 0

    /// Asks for a rating or review: Galley counts the request and shows nothing.
    public func callAsFunction() {
        Self.requestCount += 1
    }

    /// `RequestReviewAction`.
    nonisolated public var description: String { "RequestReviewAction" }
}

extension EnvironmentValues {
    /// The action that asks for an App Store rating or review; see `RequestReviewAction`.
    public var requestReview: RequestReviewAction { self[RequestReviewKey.self] }
}

private struct RequestReviewKey: EnvironmentKey {
    static var defaultValue: RequestReviewAction { RequestReviewAction() }
}
