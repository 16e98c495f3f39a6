/// A view that displays an image; Galley records its name and draws nothing.
nonisolated public struct Image: Equatable, Sendable {
    package let name: String
    package var styles: [String] = []

    /// Creates a labeled image that you can use as content for controls.
    public init(_ name: String) { self.name = name }

    /// Creates a system symbol image.
    public init(systemName: String) { name = systemName }

    /// Creates a labeled image from a system symbol, with an accessibility label.
    public init(_ name: String, label: Text) { self.name = name }

    private func styled(_ style: String) -> Image {
        var image = self
        image.styles.append(style)
        return image
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    public func resizable() -> Image { styled("resizable") }
    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        styled("renderingMode")
    }
    /// Specifies whether SwiftUI applies antialiasing when rendering the image.
    public func antialiased(_ isAntialiased: Bool) -> Image { styled("antialiased") }

    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Sendable { case template, original }
    /// A scale to apply to vector images relative to text.
    public enum Scale: Sendable { case small, medium, large }
}

extension Image: View {
    /// An image has no body; it is a leaf of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension Image: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let detail = name + (styles.isEmpty ? "" : " (" + styles.joined(separator: ", ") + ")")
        let node = evaluator.makeNode("Image", detail: detail, parent: parent, context: context)
        node.attributes["name"] = name
    }
}
