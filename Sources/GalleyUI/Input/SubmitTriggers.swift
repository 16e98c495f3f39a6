/// A type that defines various triggers that result in the firing of a submission action.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a set of submit triggers from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Defines triggers originating from text input controls like `TextField` and `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Defines triggers originating from search fields constructed from searchable modifiers.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// A semantic label describing the label of submission within a view hierarchy.
public struct SubmitLabel: Sendable, CustomStringConvertible {
    public let description: String

    /// Defines a submit label with text of "Done".
    public static let done = SubmitLabel(description: "done")
    /// Defines a submit label with text of "Go".
    public static let go = SubmitLabel(description: "go")
    /// Defines a submit label with text of "Send".
    public static let send = SubmitLabel(description: "send")
    /// Defines a submit label with text of "Join".
    public static let join = SubmitLabel(description: "join")
    /// Defines a submit label with text of "Route".
    public static let route = SubmitLabel(description: "route")
    /// Defines a submit label with text of "Search".
    public static let search = SubmitLabel(description: "search")
    /// Defines a submit label with text of "Return".
    public static let `return` = SubmitLabel(description: "return")
    /// Defines a submit label with text of "Next".
    public static let next = SubmitLabel(description: "next")
    /// Defines a submit label with text of "Continue".
    public static let `continue` = SubmitLabel(description: "continue")
}

extension View {
    /// Adds an action to perform when the user submits a value to this view. Never submitted
    /// in Galley.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
        -> some View
    {
        inert(".onSubmit", triggers == .search ? "search" : nil)
    }

    /// Sets the submit label for this view.
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        inert(".submitLabel", submitLabel.description)
    }

    /// Prevents submission triggers originating from this view to invoke a submission action
    /// configured by a submission modifier higher up in the view hierarchy.
    nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View {
        inert(".submitScope", isBlocking ? nil : "false")
    }
}
