/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// The color scheme that corresponds to a light appearance.
    case light
    /// The color scheme that corresponds to a dark appearance.
    case dark
}

/// The contrast between the app's foreground and background colors.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// SwiftUI displays views with standard contrast.
    case standard
    /// SwiftUI displays views with increased contrast.
    case increased
}

/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// The compact size class.
    case compact
    /// The regular size class.
    case regular
}

/// A direction in which SwiftUI can lay out content.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// A left-to-right layout direction.
    case leftToRight
    /// A right-to-left layout direction.
    case rightToLeft
}

/// An indication of a scene's operational state.
public enum ScenePhase: Hashable, Sendable, Comparable {
    /// The scene isn't currently visible in the UI.
    case background
    /// The scene is in the foreground but should pause its work.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Leading alignment.
    case leading
    /// Centered alignment.
    case center
    /// Trailing alignment.
    case trailing
}

/// The mode of a view indicating whether the user can edit its content.
public enum EditMode: Hashable, Sendable {
    /// The user can't edit the view content.
    case inactive
    /// The view is in a temporary edit mode.
    case transient
    /// The user can edit the view content.
    case active

    /// Indicates whether a view is being edited.
    public var isEditing: Bool { self != .inactive }
}

/// A Dynamic Type size, which specifies how large scalable content should be.
public enum DynamicTypeSize: Hashable, Sendable, Comparable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The Accessibility Bold Text user setting.
public enum LegibilityWeight: Hashable, Sendable {
    /// Use regular font weight (no Accessibility Bold).
    case regular
    /// Use bold font weight (Accessibility Bold).
    case bold
}

/// The active appearance expected of controls in a window.
public enum ControlActiveState: Equatable, CaseIterable, Sendable {
    /// The window is key.
    case key
    /// The window is active but not key.
    case active
    /// The window is inactive.
    case inactive
}
