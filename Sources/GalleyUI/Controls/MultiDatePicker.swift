import Foundation

/// A control for picking multiple dates.
///
/// The evaluated tree shows how many dates are selected, read through the binding, and
/// the label.
nonisolated public struct MultiDatePicker<Label: View>: View {
    let count: Int
    let label: Label

    /// Creates a multi-date picker that selects dates with an unbounded range.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        count = selection.wrappedValue.count
        self.label = label()
    }

    /// Creates a multi-date picker that selects dates in a range.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, label: label)
    }

    /// Creates a multi-date picker that selects dates on or after a start date.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, label: label)
    }

    /// Creates a multi-date picker that selects dates before an end date.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, label: label)
    }

    /// A multi-date picker has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension MultiDatePicker where Label == Text {
    /// Creates a multi-date picker with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// Creates a multi-date picker with a localized title that selects dates in a range.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// Creates a multi-date picker with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// Creates a multi-date picker with a title string that selects dates in a range.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection) { Text(title) }
    }
}

extension MultiDatePicker: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container(
            "MultiDatePicker", detail: "\(count) selected", content: label, parent: parent, context: context)
    }
}
