/// A value that describes the purpose of a button.
///
/// A struct, as in SwiftUI, so a `switch` over roles needs a `default` case.
nonisolated public struct ButtonRole: Equatable, Sendable, CustomStringConvertible {
    /// The role's name, e.g. `destructive`.
    public let description: String

    /// A role that indicates a destructive button.
    public static let destructive = ButtonRole(description: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(description: "cancel")
    /// A role that indicates a button that confirms an operation.
    public static let confirm = ButtonRole(description: "confirm")
    /// A role that indicates a button that closes the current context.
    public static let close = ButtonRole(description: "close")
}
