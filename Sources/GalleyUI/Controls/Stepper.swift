/// A control that performs increment and decrement actions.
///
/// Galley never steps: the evaluated tree shows the value read through the binding
/// (formatted when a format style is given) and the label.
nonisolated public struct Stepper<Label: View>: View {
    let value: String?
    let label: Label

    init(value: String?, label: Label) {
        self.value = value
        self.label = label
    }

    /// Creates a stepper that calls your actions on increment and decrement.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: nil, label: label())
    }

    /// Creates a stepper that changes a value by `step`.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: describe(value.wrappedValue), label: label())
    }

    /// Creates a stepper that changes a value by `step` within `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: describe(value.wrappedValue), label: label())
    }

    /// Creates a stepper that changes a value by `step` within `bounds`, with the label last
    /// (the order of SwiftUI's newer declaration; the older one, label first, is above).
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(value: describe(value.wrappedValue), label: label())
    }

    /// Creates a stepper that changes a value by `step`, showing it with a format style.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: format.format(value.wrappedValue), label: label())
    }

    /// Creates a stepper that changes a value by `step` within `bounds`, showing it with a
    /// format style.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: format.format(value.wrappedValue), label: label())
    }

    /// A stepper has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Stepper: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container("Stepper", detail: value, content: label, parent: parent, context: context)
    }
}
