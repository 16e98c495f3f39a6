/// A specification for the appearance and interaction of a text editor.
///
/// `textEditorStyle(_:)` writes the style's name to the environment, as the other style
/// modifiers do. Galley draws no editor, so a style's `makeBody(configuration:)` is not
/// evaluated: a text editor is recorded with its text whatever the style.
@MainActor @preconcurrency public protocol TextEditorStyle {
    /// A view that represents the body of a text editor.
    associatedtype Body: View
    /// Creates a view that represents the body of a text editor.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a text editor.
    typealias Configuration = TextEditorStyleConfiguration
}

/// The properties of a text editor.
nonisolated public struct TextEditorStyleConfiguration {}

/// The default text editor style, based on the text editor's context.
@MainActor @preconcurrency public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// Creates an automatic text editor style.
    @MainActor @preconcurrency public init() {}
    /// Nothing: Galley draws no editor.
    public func makeBody(configuration: AutomaticTextEditorStyle.Configuration) -> some View { EmptyView() }
}

/// A text editor style with no decoration.
@MainActor @preconcurrency public struct PlainTextEditorStyle: TextEditorStyle {
    /// Creates a plain text editor style.
    @MainActor @preconcurrency public init() {}
    /// Nothing: Galley draws no editor.
    public func makeBody(configuration: PlainTextEditorStyle.Configuration) -> some View { EmptyView() }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The default text editor style.
    @MainActor @preconcurrency public static var automatic: AutomaticTextEditorStyle { .init() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// A text editor style with no decoration.
    @MainActor @preconcurrency public static var plain: PlainTextEditorStyle { .init() }
}

/// The `TextEditorStyle` below a `textEditorStyle(_:)` modifier, by type name.
struct TextEditorStyleKey: EnvironmentKey {
    static var defaultValue: StyleName? { nil }
}

extension View {
    /// Sets the style for text editors within this view; it writes the style's name to the
    /// environment.
    nonisolated public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        let name = String(describing: type(of: style))
        return modified(".textEditorStyle", detail: name) { context, _ in
            context.environment[TextEditorStyleKey.self] = StyleName(description: name)
        }
    }
}
