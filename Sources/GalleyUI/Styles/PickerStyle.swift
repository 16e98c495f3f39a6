/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
///
/// Its requirements are not open to other types, as in SwiftUI, so only the built-in styles
/// conform. Galley records the style in the environment and draws nothing.
@MainActor @preconcurrency public protocol PickerStyle {
    /// The style's name, as the environment records it.
    nonisolated var _styleName: String { get }
}

/// The `PickerStyle` below a `pickerStyle(_:)` modifier, by name.
struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: StyleName? { nil }
}

extension View {
    /// Sets the style for pickers within this view.
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let name = style._styleName
        return modified(".pickerStyle", detail: name) { context, _ in
            context.environment[PickerStyleKey.self] = StyleName(description: name)
        }
    }
}

/// The default picker style, based on the picker's context.
nonisolated public struct DefaultPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// `automatic`.
    nonisolated public var _styleName: String { "automatic" }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style, based on the picker's context.
    nonisolated public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// A picker style that presents the options in a segmented control.
nonisolated public struct SegmentedPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// `segmented`.
    nonisolated public var _styleName: String { "segmented" }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    nonisolated public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// A picker style that presents the options as a menu when the user presses a button.
nonisolated public struct MenuPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// `menu`.
    nonisolated public var _styleName: String { "menu" }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu when the user presses a button.
    nonisolated public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// A picker style that presents the options in a scrollable wheel.
nonisolated public struct WheelPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// `wheel`.
    nonisolated public var _styleName: String { "wheel" }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A picker style that presents the options in a scrollable wheel.
    nonisolated public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// A picker style that presents the options inline with other views in the containing view.
nonisolated public struct InlinePickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// `inline`.
    nonisolated public var _styleName: String { "inline" }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// A picker style that presents the options inline with other views in the containing view.
    nonisolated public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// A picker style that presents the options by pushing a list-style picker view.
nonisolated public struct NavigationLinkPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// `navigationLink`.
    nonisolated public var _styleName: String { "navigationLink" }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A picker style that presents the options by pushing a list-style picker view.
    nonisolated public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// A picker style that presents the options as a row of compact elements.
nonisolated public struct PalettePickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// `palette`.
    nonisolated public var _styleName: String { "palette" }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A picker style that presents the options as a row of compact elements.
    nonisolated public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// A picker style that presents the options as a group of radio buttons. (macOS)
nonisolated public struct RadioGroupPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// `radioGroup`.
    nonisolated public var _styleName: String { "radioGroup" }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// A picker style that presents the options as a group of radio buttons.
    nonisolated public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}
