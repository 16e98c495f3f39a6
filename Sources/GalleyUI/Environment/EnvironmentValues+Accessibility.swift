// The accessibility settings views read. They follow system settings in SwiftUI, so all but
// `accessibilityEnabled` are read-only there and here; Galley's defaults are those of a
// device with every setting off.

extension EnvironmentValues {
    /// Whether an accessibility technology such as VoiceOver is in use.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// Whether the system preference for Reduce Motion is enabled.
    public var accessibilityReduceMotion: Bool { self[AccessibilityReduceMotionKey.self] }

    /// Whether the system preference for Reduce Transparency is enabled.
    public var accessibilityReduceTransparency: Bool { self[AccessibilityReduceTransparencyKey.self] }

    /// Whether the system preference for Differentiate without Color is enabled.
    public var accessibilityDifferentiateWithoutColor: Bool {
        self[AccessibilityDifferentiateWithoutColorKey.self]
    }

    /// Whether the system preference for Invert Colors is enabled.
    public var accessibilityInvertColors: Bool { self[AccessibilityInvertColorsKey.self] }

    /// Whether the system preference for Show Button Shapes is enabled.
    public var accessibilityShowButtonShapes: Bool { self[AccessibilityShowButtonShapesKey.self] }

    /// Whether the system preference for Dim Flashing Lights is enabled.
    public var accessibilityDimFlashingLights: Bool { self[AccessibilityDimFlashingLightsKey.self] }

    /// Whether the system preference for Animated Images is enabled.
    public var accessibilityPlayAnimatedImages: Bool { self[AccessibilityPlayAnimatedImagesKey.self] }

    /// Whether VoiceOver is running.
    public var accessibilityVoiceOverEnabled: Bool { self[AccessibilityVoiceOverEnabledKey.self] }

    /// Whether Switch Control is running.
    public var accessibilitySwitchControlEnabled: Bool {
        self[AccessibilitySwitchControlEnabledKey.self]
    }

    /// Whether the Large Content Viewer is enabled.
    public var accessibilityLargeContentViewerEnabled: Bool {
        self[AccessibilityLargeContentViewerEnabledKey.self]
    }

    /// Whether quick actions are enabled.
    public var accessibilityQuickActionsEnabled: Bool {
        self[AccessibilityQuickActionsEnabledKey.self]
    }

    /// Whether Assistive Access is in use.
    public var accessibilityAssistiveAccessEnabled: Bool {
        self[AccessibilityAssistiveAccessEnabledKey.self]
    }
}

private struct AccessibilityEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct AccessibilityReduceMotionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct AccessibilityReduceTransparencyKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct AccessibilityDifferentiateWithoutColorKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct AccessibilityInvertColorsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct AccessibilityShowButtonShapesKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct AccessibilityDimFlashingLightsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct AccessibilityPlayAnimatedImagesKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct AccessibilityVoiceOverEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct AccessibilitySwitchControlEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct AccessibilityLargeContentViewerEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct AccessibilityQuickActionsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct AccessibilityAssistiveAccessEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}
