/// The appearance and behavior of a form.
///
/// Galley evaluates a custom style's `makeBody(configuration:)` wherever a form below
/// `formStyle(_:)` is evaluated.
@MainActor @preconcurrency public protocol FormStyle {
    /// The view a style makes for a form.
    associatedtype Body: View
    /// Makes the view that stands for a form, from its configuration.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a form.
    typealias Configuration = FormStyleConfiguration
}

/// The properties of a form instance.
nonisolated public struct FormStyleConfiguration {
    /// A type-erased content of a form.
    @MainActor @preconcurrency public struct Content: View {
        let content: StyleContent
        /// The content has no body; it evaluates the form's rows where the style puts them.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// A view that is the content of the form.
    public let content: FormStyleConfiguration.Content
}

extension FormStyleConfiguration.Content: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("FormStyleConfiguration.Content", in: evaluator, parent: parent, context: context)
    }
}

/// The `FormStyle` below a `formStyle(_:)` modifier.
struct FormStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedStyle<FormStyleConfiguration>? { nil }
}

extension View {
    /// Sets the style for forms in a view hierarchy.
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View {
        let resolved = ResolvedStyle(style) { $0.makeBody(configuration: $1) }
        return modified(".formStyle", detail: resolved.description) { context, _ in
            context.environment[FormStyleKey.self] = resolved
        }
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// Creates a form based on a form style configuration.
    public init(_ configuration: FormStyleConfiguration) {
        self.init { configuration.content }
    }
}

/// The default form style.
nonisolated public struct AutomaticFormStyle: FormStyle, BuiltInStyle {
    /// Creates a default form style.
    public init() {}
    /// The form itself.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
    var styleName: String { "automatic" }
}

/// A non-scrolling form style with a trailing aligned column of labels next to a leading
/// aligned column of values.
nonisolated public struct ColumnsFormStyle: FormStyle, BuiltInStyle {
    /// Creates a columns form style.
    public init() {}
    /// The form itself.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
    var styleName: String { "columns" }
}

/// Rows in a grouped rounded rectangle with section headers above each grouping.
nonisolated public struct GroupedFormStyle: FormStyle, BuiltInStyle {
    /// Creates a grouped form style.
    public init() {}
    /// The form itself.
    @MainActor public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
    var styleName: String { "grouped" }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    nonisolated public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// A non-scrolling form style with columns of labels and values.
    nonisolated public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// A form style with grouped rows and section headers.
    nonisolated public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
