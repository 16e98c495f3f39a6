/// A shape used to draw a button's border.
nonisolated public struct ButtonBorderShape: Equatable, Sendable, CustomStringConvertible {
    /// The shape's name, e.g. `capsule` or `roundedRectangle(radius: 8.0)`.
    public let description: String

    /// A shape that defers to the system to choose an appropriate border shape.
    public static let automatic = ButtonBorderShape(description: "automatic")
    /// A capsule shape.
    public static let capsule = ButtonBorderShape(description: "capsule")
    /// A rounded rectangle shape whose radius the system chooses.
    public static let roundedRectangle = ButtonBorderShape(description: "roundedRectangle")
    /// A circle shape.
    public static let circle = ButtonBorderShape(description: "circle")

    /// A rounded rectangle shape with the given corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(description: "roundedRectangle(radius: \(radius))")
    }
}

extension View {
    /// Sets the border shape for buttons in this view. Recorded.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        inert(".buttonBorderShape", shape.description)
    }
}
