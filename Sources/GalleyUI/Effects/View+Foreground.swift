import Foundation

// Foreground styles and tints. Recorded on the node; previews color text and shapes with
// the colors they can draw.

extension View {
    /// Sets a view's foreground elements to use a given style.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        inert(".foregroundStyle", detailStyle(style))
    }

    /// Sets the primary and secondary levels of the foreground style in the child view.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
        -> some View
    {
        inert(".foregroundStyle", "\(detailStyle(primary)), \(detailStyle(secondary))")
    }

    /// Sets the primary, secondary, and tertiary levels of the foreground style.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        inert(".foregroundStyle", "\(detailStyle(primary)), \(detailStyle(secondary)), \(detailStyle(tertiary))")
    }

    /// Sets the color of the foreground elements displayed by this view (deprecated in
    /// SwiftUI in favour of `foregroundStyle(_:)`).
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        inert(".foregroundColor", color.map(\.description) ?? "nil")
    }

    /// Sets the tint color within this view.
    nonisolated public func tint(_ tint: Color?) -> some View { inert(".tint", tint.map(\.description) ?? "nil") }

    /// Sets the tint within this view to a shape style.
    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        inert(".tint", tint.map { detailStyle($0) } ?? "nil")
    }

    /// Sets the specified style to render backgrounds within the view; views below read it
    /// as `backgroundStyle` in their environment.
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modified(".backgroundStyle", detail: detailStyle(style)) { context, _ in
            context.environment.backgroundStyle = AnyShapeStyle(style)
        }
    }
}

private struct BackgroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// An optional style that overrides the default system background style when set.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}
