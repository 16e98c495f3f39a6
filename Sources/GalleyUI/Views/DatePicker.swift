import Foundation

// A date picker: the label is evaluated; the components shown are recorded. The selected
// date is not, since snippets usually start from the current date and the evaluated tree
// must not change from one run to the next.

/// A control for selecting an absolute date.
nonisolated public struct DatePicker<Label: View>: View {
    /// The components that a date picker shows.
    public typealias Components = DatePickerComponents

    let components: DatePickerComponents
    let label: Label

    /// Creates an instance that selects a date with an unbounded range.
    public init(
        selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        components = displayedComponents
        self.label = label()
    }

    /// Creates an instance that selects a date in a closed range.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// Creates an instance that selects a date on or after a starting date.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// Creates an instance that selects a date on or before an ending date.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A date picker has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension DatePicker: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        var shown: [String] = []
        if components.contains(.date) { shown.append("date") }
        if components.contains(.hourAndMinute) { shown.append("hourAndMinute") }
        if components.contains(.hourMinuteAndSecond) { shown.append("hourMinuteAndSecond") }
        evaluator.container(
            "DatePicker", detail: shown.joined(separator: ", "), content: label, parent: parent,
            context: context)
    }
}

/// The components that a date picker shows.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates components from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// Day, month and year.
    public static let date = DatePickerComponents(rawValue: 2)
    /// Hour, minute and second.
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 4)
}
