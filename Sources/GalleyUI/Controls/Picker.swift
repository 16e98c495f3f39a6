/// A control for selecting from a set of mutually exclusive values.
///
/// The evaluated tree shows the selection read through its binding, then the label and the
/// options. The picker's style (`pickerStyle(_:)`) is recorded in the environment.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: String
    let label: Label
    let content: Content
    /// The view that shows the current value, when the picker was given one.
    var currentValueLabel: AnyView? = nil

    /// Creates a picker that displays a custom label.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.selection = describe(selection.wrappedValue)
        self.content = content()
        self.label = label()
    }

    /// Creates a picker bound to a collection of bindings, with a custom label; the
    /// selection is `mixed` when the sources disagree.
    public init<C: RandomAccessCollection>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        let values = sources.map { $0[keyPath: selection].wrappedValue }
        self.selection = Set(values).count == 1 ? describe(values[values.startIndex]) : "mixed"
        self.content = content()
        self.label = label()
    }

    /// Creates a picker bound to a collection of bindings, with a custom label and a view
    /// that shows the current value; the tree shows that view after the label.
    public init<C: RandomAccessCollection>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(sources: sources, selection: selection, content: content, label: label)
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// Creates a picker with a label view (deprecated in SwiftUI in favour of the label closure).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = describe(selection.wrappedValue)
        self.content = content()
        self.label = label
    }

    /// A picker has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Picker: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode(
            "Picker", detail: "selection: \(selection)", parent: parent, context: context)
        let inner = context.insideContainer(node)
        evaluator.evaluate(label, parent: node, context: inner.at(".label"))
        if let currentValueLabel {
            evaluator.evaluate(currentValueLabel, parent: node, context: inner.at(".currentValueLabel"))
        }
        evaluator.evaluate(content, parent: node, context: inner.at(".content"))
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(title) }
    }

    /// Creates a picker bound to a collection of bindings, with a localized title.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker bound to a collection of bindings, with a title string.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == GalleyUI.Label<Text, Image> {
    /// Creates a picker with a label made of a localized title and a system image.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) {
            GalleyUI.Label(titleKey, systemImage: systemImage)
        }
    }

    /// Creates a picker with a label made of a title string and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { GalleyUI.Label(title, systemImage: systemImage) }
    }

    /// Creates a picker with a label made of a localized title and an image resource.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { GalleyUI.Label(titleKey, image: image) }
    }

    /// Creates a picker with a label made of a title string and an image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { GalleyUI.Label(title, image: image) }
    }

    /// Creates a picker bound to a collection of bindings, with a label made of a localized
    /// title and a system image.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            GalleyUI.Label(titleKey, systemImage: systemImage)
        }
    }

    /// Creates a picker bound to a collection of bindings, with a label made of a title
    /// string and a system image.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            GalleyUI.Label(title, systemImage: systemImage)
        }
    }
}
