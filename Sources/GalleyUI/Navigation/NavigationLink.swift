/// A view that controls a navigation presentation.
///
/// Galley evaluates the label. The destination view is created, as SwiftUI creates it, but
/// not evaluated: nothing taps the link. A value link records its value.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination?
    let value: String?

    init(label: Label, destination: Destination?, value: String? = nil) {
        self.label = label
        self.destination = destination
        self.value = value
    }

    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination())
    }

    /// Creates a navigation link that presents the destination view.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination)
    }

    /// Creates a navigation link that presents the destination view when active.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    public init(
        isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), destination: destination())
    }

    /// Creates a navigation link that presents the destination view when active.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination)
    }

    /// Creates a navigation link that presents the destination view when a bound selection
    /// variable equals a given tag value.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), destination: destination())
    }

    /// Creates a navigation link that presents the destination view when a bound selection
    /// variable equals a given tag value.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), destination: destination)
    }

    /// A navigation link has no body; it shows its label.
    public var body: Never { primitiveBody(Self.self) }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: nil, value: value.map { describe($0) } ?? "nil")
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey), destination: destination())
    }

    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a title string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), destination: destination())
    }

    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a localized string key.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(label: Text(titleKey), destination: destination)
    }

    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a title string.
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(label: Text(title), destination: destination)
    }

    /// Creates a navigation link that presents a destination view when active, with a text
    /// label from a localized string key.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    public init(
        _ titleKey: LocalizedStringKey, isActive: Binding<Bool>,
        @ViewBuilder destination: () -> Destination
    ) {
        self.init(label: Text(titleKey), destination: destination())
    }

    /// Creates a navigation link that presents a destination view when active, with a text
    /// label from a string.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    public init<S: StringProtocol>(
        _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(label: Text(title), destination: destination())
    }

    /// Creates a navigation link that presents a destination view when a bound selection
    /// variable matches a value you provide, with a text label from a localized string key.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
        @ViewBuilder destination: () -> Destination
    ) {
        self.init(label: Text(titleKey), destination: destination())
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a navigation link that presents a view for a value, with a text label from a
    /// localized string key.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(label: Text(titleKey), destination: nil, value: value.map { describe($0) } ?? "nil")
    }

    /// Creates a navigation link that presents a view for a value, with a text label from a
    /// string.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(label: Text(title), destination: nil, value: value.map { describe($0) } ?? "nil")
    }
}

extension NavigationLink: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container(
            "NavigationLink", detail: value.map { "value: \($0)" }, content: label, parent: parent,
            context: context)
    }
}
