// What a view may do and the state it is in: enabled, editing, presented, searching,
// scrolling, the scene's phase. Values that SwiftUI sets itself (`isPresented`,
// `isSearching`, `presentationMode`) are read-only, as there; the runtime's presentations
// write them through their keys.

extension EnvironmentValues {
    /// Whether the view associated with this environment allows user interaction.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Whether the user can edit the contents of a view associated with this environment.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// Whether the view associated with this environment is currently presented.
    public var isPresented: Bool { self[IsPresentedKey.self] }

    /// A binding to the current presentation mode of the view associated with this
    /// environment. It is built from `isPresented` and `dismiss`, which is how reads of it
    /// are reported.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
        return .constant(mode)
    }

    /// Whether the user is searching in a searchable view above. Galley has no user input,
    /// so no search is ever under way.
    public var isSearching: Bool { self[IsSearchingKey.self] }

    /// Where search suggestions are shown.
    public var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        self[SearchSuggestionsPlacementKey.self]
    }

    /// The current phase of the scene.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// Whether the current platform supports opening multiple windows. Galley opens one.
    public var supportsMultipleWindows: Bool { self[SupportsMultipleWindowsKey.self] }

    /// Whether scrollable content can scroll.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    /// The visibility to apply to horizontal scroll indicators.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// The visibility to apply to vertical scroll indicators.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// Whether the system focus effect is drawn on focused views.
    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledKey.self] }
        set { self[IsFocusEffectEnabledKey.self] = newValue }
    }
}

private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

/// Written by presentations (`sheet`, `popover`, `alert`…) for their content.
struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct SearchSuggestionsPlacementKey: EnvironmentKey {
    static var defaultValue: SearchSuggestionsPlacement { .automatic }
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

private struct SupportsMultipleWindowsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct IsScrollEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

private struct IsFocusEffectEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}
