import Foundation

/// A view that displays an image; Galley records its name and draws nothing.
nonisolated public struct Image: Equatable, Sendable {
    package let name: String
    /// The modifiers applied to the image (`resizable`, `renderingMode(template)`), in order.
    package var styles: [String] = []

    package init(name: String) { self.name = name }

    /// Creates a labeled image that you can use as content for controls.
    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }

    /// Creates a labeled image with an explicit accessibility label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.name = name }

    /// Creates an unlabeled, decorative image.
    public init(decorative name: String, bundle: Bundle? = nil) { self.name = name }

    /// Creates a system symbol image.
    public init(systemName: String) { name = systemName }

    /// Creates a system symbol image with a variable value.
    public init(systemName: String, variableValue: Double?) { name = systemName }

    /// Creates a symbol image from the app's bundle with a variable value.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { self.name = name }

    /// Creates a labeled image with a variable value, that is used for decorative purposes.
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) { self.name = name }

    /// A copy of the image with `style` appended to its recorded modifiers.
    package func styled(_ style: String) -> Image {
        var image = self
        image.styles.append(style)
        return image
    }

    /// A type that indicates how an image is rendered: as-is, or as a template.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// A mode that renders all non-transparent pixels as the foreground color.
        case template
        /// A mode that renders pixels of bitmap images as-is.
        case original
    }

    /// A scale to apply to vector images relative to text.
    public enum Scale: Hashable, Sendable {
        /// A scale that produces small images.
        case small
        /// A scale that produces medium-sized images.
        case medium
        /// A scale that produces large images.
        case large
    }
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
