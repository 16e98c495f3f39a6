// Environment values that configure controls and symbols below the modifier that sets them:
// autocorrection, hover effects, keyboard shortcuts, labels, menu indicators, symbol
// rendering, spring loading, wheel pickers and sidebar rows. Each is written by its modifier
// (`autocorrectionDisabled(_:)` writes `autocorrectionDisabled`, `menuIndicator(_:)` writes
// `menuIndicatorVisibility`), so a view below reads what was set above it.

import Foundation

extension EnvironmentValues {
    /// Whether autocorrection is disabled for text fields in this environment, which
    /// `autocorrectionDisabled(_:)` sets. `false` unless set.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionKey.self] ?? false }
        set { self[AutocorrectionKey.self] = newValue }
    }

    /// Whether autocorrection is disabled, `nil` when no view above decided (deprecated in
    /// SwiftUI in favour of `autocorrectionDisabled`). It shares its storage with
    /// `autocorrectionDisabled`.
    public var disableAutocorrection: Bool? {
        get { self[AutocorrectionKey.self] }
        set { self[AutocorrectionKey.self] = newValue }
    }

    /// Whether views in this environment may show hover effects; `hoverEffectDisabled(_:)`
    /// turns it off for the subtree.
    public var isHoverEffectEnabled: Bool {
        get { self[HoverEffectEnabledKey.self] }
        set { self[HoverEffectEnabledKey.self] = newValue }
    }

    /// The keyboard shortcut that buttons in this environment are triggered with, which
    /// `keyboardShortcut(_:)` sets for the control it modifies.
    public var keyboardShortcut: KeyboardShortcut? { self[KeyboardShortcutKey.self] }

    /// The visibility of labels of controls in this environment; `labelsHidden()` and
    /// `labelsVisibility(_:)` set it.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }

    /// The visibility of menu indicators in this environment, which `menuIndicator(_:)` sets.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }

    /// How scrollable content in this environment dismisses the keyboard, which
    /// `scrollDismissesKeyboard(_:)` sets.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }

    /// The current size of sidebar rows; `.medium` unless set.
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }

    /// The behavior of spring loaded interactions for the views in this environment, which
    /// `springLoadingBehavior(_:)` sets.
    public var springLoadingBehavior: SpringLoadingBehavior { self[SpringLoadingBehaviorKey.self] }

    /// The rendering mode of symbol images in this environment, `nil` for the symbol's own;
    /// `symbolRenderingMode(_:)` sets it.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The variable value mode of symbol images in this environment, `nil` when it is picked
    /// automatically; `symbolVariableValueMode(_:)` sets it.
    public var symbolVariableValueMode: SymbolVariableValueMode? {
        get { self[SymbolVariableValueModeKey.self] }
        set { self[SymbolVariableValueModeKey.self] = newValue }
    }

    /// The default height of an item in a wheel-style picker, which
    /// `defaultWheelPickerItemHeight(_:)` sets. Galley draws no wheel; the value is what was
    /// set, or 0 when nothing was.
    public var defaultWheelPickerItemHeight: CGFloat {
        get { self[DefaultWheelPickerItemHeightKey.self] }
        set { self[DefaultWheelPickerItemHeightKey.self] = newValue }
    }
}

/// The standard sizes of sidebar rows.
public enum SidebarRowSize: Hashable, Sendable {
    /// The standard "small" row size.
    case small
    /// The standard "medium" row size.
    case medium
    /// The standard "large" row size.
    case large
}

/// The options for controlling the spring loading behavior of views.
public struct SpringLoadingBehavior: Hashable, Sendable, CustomStringConvertible {
    /// The behavior's name, e.g. `enabled`.
    public let description: String
    /// The automatic spring loading behavior.
    public static let automatic = SpringLoadingBehavior(description: "automatic")
    /// Spring loaded interactions are enabled.
    public static let enabled = SpringLoadingBehavior(description: "enabled")
    /// Spring loaded interactions are disabled.
    public static let disabled = SpringLoadingBehavior(description: "disabled")
}

/// A method of rendering the variable value of a symbol image.
public struct SymbolVariableValueMode: Equatable, Sendable, CustomStringConvertible {
    /// The mode's name, e.g. `draw`.
    public let description: String
    /// The "color" variable value mode: each variable layer is on or off, depending on how
    /// its threshold compares to the current value.
    public static let color = SymbolVariableValueMode(description: "color")
    /// The "draw" variable value mode: the drawn length of each variable layer follows how
    /// its range relates to the current value.
    public static let draw = SymbolVariableValueMode(description: "draw")
}

private struct AutocorrectionKey: EnvironmentKey {
    static var defaultValue: Bool? { nil }
}

private struct HoverEffectEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

struct KeyboardShortcutKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

private struct LabelsVisibilityKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

private struct MenuIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

private struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
    static var defaultValue: ScrollDismissesKeyboardMode { .automatic }
}

private struct SidebarRowSizeKey: EnvironmentKey {
    static var defaultValue: SidebarRowSize { .medium }
}

struct SpringLoadingBehaviorKey: EnvironmentKey {
    static var defaultValue: SpringLoadingBehavior { .automatic }
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static var defaultValue: SymbolRenderingMode? { nil }
}

private struct SymbolVariableValueModeKey: EnvironmentKey {
    static var defaultValue: SymbolVariableValueMode? { nil }
}

private struct DefaultWheelPickerItemHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
}

extension View {
    /// Shows or hides the menu indicator of menus within this view; it writes
    /// `menuIndicatorVisibility` for the subtree.
    nonisolated public func menuIndicator(_ visibility: Visibility) -> some View {
        modified(".menuIndicator", detail: "\(visibility)") { context, _ in
            context.environment.menuIndicatorVisibility = visibility
        }
    }

    /// Sets the visibility of labels of controls within this view; it writes
    /// `labelsVisibility` for the subtree.
    nonisolated public func labelsVisibility(_ visibility: Visibility) -> some View {
        modified(".labelsVisibility", detail: "\(visibility)") { context, _ in
            context.environment.labelsVisibility = visibility
        }
    }

    /// Sets the spring loading behavior of this view; it writes `springLoadingBehavior`
    /// for the subtree.
    nonisolated public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
        modified(".springLoadingBehavior", detail: behavior.description) { context, _ in
            context.environment[SpringLoadingBehaviorKey.self] = behavior
        }
    }

    /// Sets the variable value mode for symbol images within this view; it writes
    /// `symbolVariableValueMode` for the subtree.
    nonisolated public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View {
        modified(".symbolVariableValueMode", detail: mode?.description ?? "nil") { context, _ in
            context.environment.symbolVariableValueMode = mode
        }
    }

    /// Sets the default height of wheel picker items within this view; it writes
    /// `defaultWheelPickerItemHeight` for the subtree.
    nonisolated public func defaultWheelPickerItemHeight(_ height: CGFloat) -> some View {
        modified(".defaultWheelPickerItemHeight", detail: "\(height)") { context, _ in
            context.environment.defaultWheelPickerItemHeight = height
        }
    }
}
