/// An action that starts a refresh, read from the environment as `refresh`.
///
/// `refreshable(action:)` places one around its content; calling it awaits that action.
public struct RefreshAction: Sendable, CustomStringConvertible {
    let action: @Sendable () async -> Void

    /// Runs the refresh action and waits for it to finish.
    public func callAsFunction() async { await action() }

    /// `RefreshAction`.
    public var description: String { "RefreshAction" }
}
