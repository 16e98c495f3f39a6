/// A type that describes the ability to select text.
public protocol TextSelectability {
    /// A Boolean value that indicates whether the selectability type allows selection.
    static var allowsSelection: Bool { get }
}

/// A selectability type that enables text selection by the person using your app.
public struct EnabledTextSelectability: TextSelectability {
    /// Text selection is allowed.
    public static var allowsSelection: Bool { true }
}

/// A selectability type that disables text selection by the person using your app.
public struct DisabledTextSelectability: TextSelectability {
    /// Text selection is not allowed.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// A selectability value that enables text selection.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// A selectability value that disables text selection.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
