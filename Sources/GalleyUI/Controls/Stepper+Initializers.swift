// Stepper's initialisers that make a `Text` label from a localized key or a string.

extension Stepper where Label == Text {
    /// Creates a stepper with a localized title that calls your actions on increment and decrement.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: nil, label: Text(titleKey))
    }

    /// Creates a stepper with a title string that calls your actions on increment and decrement.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: nil, label: Text(title))
    }

    /// Creates a stepper with a localized title that changes a value by `step`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: describe(value.wrappedValue), label: Text(titleKey))
    }

    /// Creates a stepper with a title string that changes a value by `step`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: describe(value.wrappedValue), label: Text(title))
    }

    /// Creates a stepper with a localized title that changes a value by `step` within `bounds`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: describe(value.wrappedValue), label: Text(titleKey))
    }

    /// Creates a stepper with a title string that changes a value by `step` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: describe(value.wrappedValue), label: Text(title))
    }

    /// Creates a stepper with a localized title that shows its value with a format style.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: format.format(value.wrappedValue), label: Text(titleKey))
    }

    /// Creates a stepper with a title string that shows its value with a format style.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: format.format(value.wrappedValue), label: Text(title))
    }

    /// Creates a stepper with a localized title that changes a value within `bounds` and
    /// shows it with a format style.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: format.format(value.wrappedValue), label: Text(titleKey))
    }

    /// Creates a stepper with a title string that changes a value within `bounds` and shows
    /// it with a format style.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: format.format(value.wrappedValue), label: Text(title))
    }
}
