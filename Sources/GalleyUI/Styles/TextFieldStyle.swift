/// A specification for the appearance and interaction of a text field.
///
/// A custom style implements `_body(configuration:)`, as in SwiftUI; Galley evaluates it
/// wherever a text field below `textFieldStyle(_:)` is evaluated, with the field itself as
/// the configuration.
@MainActor @preconcurrency public protocol TextFieldStyle {
    /// The view a style makes for a text field.
    associatedtype _Body: View
    /// Makes the view that stands for a text field.
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
    /// The type of the field's label in the configuration.
    typealias _Label = _TextFieldStyleLabel
}

/// The label of a text field handed to a `TextFieldStyle`, with its type erased.
@MainActor @preconcurrency public struct _TextFieldStyleLabel: View {
    let content: StyleContent
    /// A label has no body; it evaluates the field's label.
    public var body: Never { primitiveBody(Self.self) }
}

extension _TextFieldStyleLabel: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("_TextFieldStyleLabel", in: evaluator, parent: parent, context: context)
    }
}

/// The custom `TextFieldStyle` below a `textFieldStyle(_:)` modifier.
struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedStyle<TextField<_TextFieldStyleLabel>>? { nil }
}

extension View {
    /// Sets the style for text fields within this view.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let resolved = ResolvedStyle(style) { $0._body(configuration: $1) }
        return modified(".textFieldStyle", detail: resolved.description) { context, _ in
            context.environment[TextFieldStyleKey.self] = resolved
        }
    }
}

/// The default text field style, based on the text field's context.
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInStyle {
    /// Creates a default text field style.
    public init() {}
    /// The text field itself.
    @MainActor public func _body(configuration: TextField<_Label>) -> some View { configuration }
    var styleName: String { "automatic" }
}

/// A text field style with no decoration.
nonisolated public struct PlainTextFieldStyle: TextFieldStyle, BuiltInStyle {
    /// Creates a plain text field style.
    public init() {}
    /// The text field itself.
    @MainActor public func _body(configuration: TextField<_Label>) -> some View { configuration }
    var styleName: String { "plain" }
}

/// A text field style with a system-defined rounded border.
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInStyle {
    /// Creates a rounded border text field style.
    public init() {}
    /// The text field itself.
    @MainActor public func _body(configuration: TextField<_Label>) -> some View { configuration }
    var styleName: String { "roundedBorder" }
}

/// A text field style with a system-defined square border (macOS).
nonisolated public struct SquareBorderTextFieldStyle: TextFieldStyle, BuiltInStyle {
    /// Creates a square border text field style.
    public init() {}
    /// The text field itself.
    @MainActor public func _body(configuration: TextField<_Label>) -> some View { configuration }
    var styleName: String { "squareBorder" }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style, based on the text field's context.
    nonisolated public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    nonisolated public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    nonisolated public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    /// A text field style with a system-defined square border (macOS).
    nonisolated public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

/// A text field style with a system-defined border.
nonisolated public struct BorderedTextFieldStyle: TextFieldStyle, BuiltInStyle {
    /// Creates a bordered text field style.
    public init() {}
    /// The text field itself.
    @MainActor public func _body(configuration: TextField<_Label>) -> some View { configuration }
    var styleName: String { "bordered" }
}

extension TextFieldStyle where Self == BorderedTextFieldStyle {
    /// A text field style with a system-defined border.
    nonisolated public static var bordered: BorderedTextFieldStyle { BorderedTextFieldStyle() }
}
