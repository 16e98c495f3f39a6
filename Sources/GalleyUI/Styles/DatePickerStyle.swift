/// A type that specifies the appearance and interaction of all date pickers within a view hierarchy.
///
/// Its requirements are not open to other types, as in SwiftUI, so only the built-in styles
/// conform. Galley records the style in the environment and draws nothing.
@MainActor @preconcurrency public protocol DatePickerStyle {
    /// The style's name, as the environment records it.
    nonisolated var _styleName: String { get }
}

/// The `DatePickerStyle` below a `datePickerStyle(_:)` modifier, by name.
struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: StyleName? { nil }
}

extension View {
    /// Sets the style for date pickers within this view.
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let name = style._styleName
        return modified(".datePickerStyle", detail: name) { context, _ in
            context.environment[DatePickerStyleKey.self] = StyleName(description: name)
        }
    }
}

/// The default style for date pickers.
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
    /// `automatic`.
    nonisolated public var _styleName: String { "automatic" }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    nonisolated public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

/// A date picker style that displays the components in a compact, textual format.
nonisolated public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
    /// `compact`.
    nonisolated public var _styleName: String { "compact" }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    nonisolated public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

/// A date picker style that displays an interactive calendar or clock.
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
    /// `graphical`.
    nonisolated public var _styleName: String { "graphical" }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    nonisolated public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// A date picker style that displays each component as columns in a scrollable wheel.
nonisolated public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
    /// `wheel`.
    nonisolated public var _styleName: String { "wheel" }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns in a scrollable wheel.
    nonisolated public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// A date picker style that displays the components in an editable field. (macOS)
nonisolated public struct FieldDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
    /// `field`.
    nonisolated public var _styleName: String { "field" }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// A date picker style that displays the components in an editable field.
    nonisolated public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

/// A date picker style that displays the components in an editable field, with adjoining stepper. (macOS)
nonisolated public struct StepperFieldDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
    /// `stepperField`.
    nonisolated public var _styleName: String { "stepperField" }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// A date picker style that displays the components in an editable field, with adjoining stepper.
    nonisolated public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

/// The properties of a date picker: its label, its selection and the components and range
/// it offers. GalleyUI's `DatePickerStyle` is closed to custom styles, so only code that
/// makes one itself reads it.
nonisolated public struct DatePickerStyleConfiguration {
    /// A type-erased label of a date picker.
    @MainActor @preconcurrency public struct Label: View {
        let content: AnyView
        /// The label's content.
        public var body: some View { content }
    }

    /// A description of the date picker's purpose.
    public let label: DatePickerStyleConfiguration.Label
    /// The date value being displayed and selected.
    @Binding public var selection: Date
    /// The oldest selectable date.
    public var minimumDate: Date?
    /// The most recent selectable date.
    public var maximumDate: Date?
    /// The date components that the user is able to view and edit.
    public var displayedComponents: DatePickerComponents
}
