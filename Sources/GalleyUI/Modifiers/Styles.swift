// Style protocols and their common values. Styles are inert: they are recorded by name.

/// A protocol that describes the behavior and appearance of a list.
public protocol ListStyle: Sendable {}
/// A type that applies standard interaction behavior to all buttons within a view hierarchy.
public protocol PrimitiveButtonStyle: Sendable {}
/// A specification for the appearance and interaction of a text field.
public protocol TextFieldStyle: Sendable {}
/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
public protocol PickerStyle: Sendable {}

/// A named style value, shared by all the style protocols.
public struct NamedStyle: ListStyle, PrimitiveButtonStyle, TextFieldStyle, PickerStyle,
    CustomStringConvertible
{
    /// The style's name.
    public let description: String
}

extension ListStyle where Self == NamedStyle {
    public static var automatic: NamedStyle { NamedStyle(description: "automatic") }
    public static var plain: NamedStyle { NamedStyle(description: "plain") }
    public static var grouped: NamedStyle { NamedStyle(description: "grouped") }
    public static var inset: NamedStyle { NamedStyle(description: "inset") }
    public static var insetGrouped: NamedStyle { NamedStyle(description: "insetGrouped") }
    public static var sidebar: NamedStyle { NamedStyle(description: "sidebar") }
}

extension PrimitiveButtonStyle where Self == NamedStyle {
    public static var automatic: NamedStyle { NamedStyle(description: "automatic") }
    public static var plain: NamedStyle { NamedStyle(description: "plain") }
    public static var bordered: NamedStyle { NamedStyle(description: "bordered") }
    public static var borderedProminent: NamedStyle { NamedStyle(description: "borderedProminent") }
    public static var borderless: NamedStyle { NamedStyle(description: "borderless") }
}

extension TextFieldStyle where Self == NamedStyle {
    public static var automatic: NamedStyle { NamedStyle(description: "automatic") }
    public static var plain: NamedStyle { NamedStyle(description: "plain") }
    public static var roundedBorder: NamedStyle { NamedStyle(description: "roundedBorder") }
}

extension PickerStyle where Self == NamedStyle {
    public static var automatic: NamedStyle { NamedStyle(description: "automatic") }
    public static var menu: NamedStyle { NamedStyle(description: "menu") }
    public static var segmented: NamedStyle { NamedStyle(description: "segmented") }
    public static var inline: NamedStyle { NamedStyle(description: "inline") }
    public static var wheel: NamedStyle { NamedStyle(description: "wheel") }
}
