import Foundation

// TextField's initialisers that make a `Text` label from a title: a localized key or a
// string, with a text binding, a format style or a formatter.

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(value: text.wrappedValue, label: Text(titleKey))
    }

    /// Creates a text field with a prompt, and a label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(value: text.wrappedValue, prompt: prompt, label: Text(titleKey))
    }

    /// Creates a text field that grows along `axis`, with a localized title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(value: text.wrappedValue, label: Text(titleKey))
    }

    /// Creates a text field that grows along `axis`, with a prompt and a localized title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(value: text.wrappedValue, prompt: prompt, label: Text(titleKey))
    }

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(value: text.wrappedValue, label: Text(title))
    }

    /// Creates a text field with a prompt, and a label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(value: text.wrappedValue, prompt: prompt, label: Text(title))
    }

    /// Creates a text field that grows along `axis`, with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(value: text.wrappedValue, label: Text(title))
    }

    /// Creates a text field that grows along `axis`, with a prompt and a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(value: text.wrappedValue, prompt: prompt, label: Text(title))
    }

    /// Creates a text field with a localized title and actions for editing changes and
    /// commits (deprecated in SwiftUI; neither action runs in Galley).
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.init(value: text.wrappedValue, label: Text(titleKey))
    }

    /// Creates a text field with a title string and actions for editing changes and
    /// commits (deprecated in SwiftUI; neither action runs in Galley).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(value: text.wrappedValue, label: Text(title))
    }

    /// Creates a text field that edits a value through a format style, with a localized title.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a text field that edits a value through a format style, with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// Creates a text field that edits an optional value through a format style, with a
    /// localized title.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a text field that edits an optional value through a format style, with a
    /// title string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// Creates a text field that edits a value through a formatter, with a localized title.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter) { Text(titleKey) }
    }

    /// Creates a text field that edits a value through a formatter, with a prompt and a
    /// localized title.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a text field that edits a value through a formatter, with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter) { Text(title) }
    }

    /// Creates a text field that edits a value through a formatter, with a prompt and a
    /// title string.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
    }

    /// Creates a text field that edits a value through a formatter, with a localized title
    /// and an action run when the user commits (deprecated in SwiftUI; the action never runs
    /// in Galley).
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void
    ) {
        self.init(value: value, formatter: formatter) { Text(titleKey) }
    }

    /// Creates a text field that edits a value through a formatter, with a title string and
    /// an action run when the user commits (deprecated in SwiftUI; never run in Galley).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void
    ) {
        self.init(value: value, formatter: formatter) { Text(title) }
    }

    /// Creates a text field that edits a value through a formatter, with a localized title
    /// and an action for editing changes (deprecated in SwiftUI; never run in Galley).
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.init(value: value, formatter: formatter) { Text(titleKey) }
    }

    /// Creates a text field that edits a value through a formatter, with a title string and
    /// an action for editing changes (deprecated in SwiftUI; never run in Galley).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.init(value: value, formatter: formatter) { Text(title) }
    }

    /// Creates a text field with a localized title and a binding to the selection in it.
    /// Galley types and selects nothing: the selection is read by no one but the code.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
        prompt: Text? = nil, axis: Axis? = nil
    ) {
        self.init(text: text, selection: selection, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    /// Creates a text field with a title string and a binding to the selection in it.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
        axis: Axis? = nil
    ) {
        self.init(text: text, selection: selection, prompt: prompt, axis: axis) { Text(title) }
    }
}

extension TextField {
    /// Creates a text field with a binding to the selection in it, a prompt and a custom
    /// label. Galley types and selects nothing.
    public init(
        text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil,
        @ViewBuilder label: () -> Label
    ) {
        self.init(value: text.wrappedValue, prompt: prompt, label: label())
    }
}
