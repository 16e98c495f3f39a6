// The built-in button styles. Each draws nothing in Galley: its body is the button's
// label, and a button styled with it is evaluated as an unstyled one.

/// The default button style, based on the button's context.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    /// Creates a default button style.
    public init() {}
    /// The button's label.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var styleName: String { "automatic" }
}

/// A button style that doesn't style or decorate its content while idle.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    /// Creates a plain button style.
    public init() {}
    /// The button's label.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var styleName: String { "plain" }
}

/// A button style that doesn't apply a border.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    /// Creates a borderless button style.
    public init() {}
    /// The button's label.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var styleName: String { "borderless" }
}

/// A button style that applies standard border artwork based on the button's context.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    /// Creates a bordered button style.
    public init() {}
    /// The button's label.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var styleName: String { "bordered" }
}

/// A button style that applies prominent border artwork based on the button's context.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    /// Creates a bordered prominent button style.
    public init() {}
    /// The button's label.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var styleName: String { "borderedProminent" }
}

/// A button style for links (macOS).
nonisolated public struct LinkButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    /// Creates a link button style.
    public init() {}
    /// The button's label.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var styleName: String { "link" }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style.
    nonisolated public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    nonisolated public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    nonisolated public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork.
    nonisolated public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies prominent border artwork.
    nonisolated public static var borderedProminent: BorderedProminentButtonStyle {
        BorderedProminentButtonStyle()
    }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// A button style for links (macOS).
    nonisolated public static var link: LinkButtonStyle { LinkButtonStyle() }
}

/// A button style that applies glass border artwork based on the button's context.
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    /// Creates a glass button style.
    public init() {}
    /// The button's label.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var styleName: String { "glass" }
}

/// A button style that applies prominent glass border artwork based on the button's context.
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    /// Creates a prominent glass button style.
    public init() {}
    /// The button's label.
    nonisolated public func makeBody(configuration: GlassProminentButtonStyle.Configuration) -> some View {
        configuration.label
    }
    var styleName: String { "glassProminent" }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// A button style that applies glass border artwork based on the button's context.
    nonisolated public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A button style that applies prominent glass border artwork based on the button's
    /// context.
    nonisolated public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
