// Preferences flow from views up to their ancestors after layout. GalleyUI does no layout, so
// they are declared and recorded in the evaluated tree, and inert: a preference set below is not
// delivered, and `onPreferenceChange` never calls its action.

/// A named value produced by a view, combined from a subtree's views for an ancestor to read.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the values of a sequence of views into one.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value == Void {
    /// A key whose value carries no data needs no default.
    public static var defaultValue: Void { () }
    /// Nothing to combine.
    public static func reduce(value: inout Void, nextValue: () -> Void) {}
}

extension View {
    /// Sets a value for the given preference.
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        inert(".preference", "\(K.self)")
    }

    /// Applies a transformation to a preference value.
    nonisolated public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        inert(".transformPreference", "\(K.self)")
    }

    /// Adds an action to perform when the specified preference key's value changes. Never
    /// called here: no preference is delivered without layout.
    nonisolated public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        inert(".onPreferenceChange", "\(K.self)")
    }

    /// Would publish a preference made from an anchor of this view's geometry. The transform is
    /// never called: no anchor is resolved without layout.
    nonisolated public func anchorPreference<A, K>(
        key _: K.Type = K.self, value: Anchor<A>.Source,
        transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View where K: PreferenceKey {
        inert(".anchorPreference", "\(K.self)")
    }

    /// Would change a preference's value with an anchor of this view's geometry. The transform is
    /// never called: no anchor is resolved without layout.
    nonisolated public func transformAnchorPreference<A, K>(
        key _: K.Type = K.self, value: Anchor<A>.Source,
        transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View where K: PreferenceKey {
        inert(".transformAnchorPreference", "\(K.self)")
    }

    /// Sets the accent color for this view and the views it contains (deprecated by Apple in
    /// favour of `tint(_:)`).
    nonisolated public func accentColor(_ accentColor: Color?) -> some View {
        inert(".accentColor", accentColor.map { "\($0)" } ?? "nil")
    }
}
