public import GalleyUI

/// A type that describes what a `Map` shows: markers, annotations, overlays, or a composition
/// of them in `body`.
///
/// Nothing is drawn: a map's content becomes nodes of the evaluated tree under the `Map` node,
/// one per marker, annotation or overlay, with the views they carry evaluated inside them.
@MainActor @preconcurrency public protocol MapContent {
    /// The type of map content representing the body of this content.
    associatedtype Body: MapContent
    /// The content this content is composed of.
    @MapContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: MapContent {}

/// Map content that GalleyMapKit evaluates itself rather than through `body`.
@MainActor protocol PrimitiveMapContent {
    /// Adds this content's nodes under `parent`.
    func evaluateMapContent(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext)
}

extension Evaluator {
    /// Adds the nodes of `content` under `parent`: a primitive's own nodes, or a node named
    /// after a custom content type whose properties are installed and whose `body` is evaluated
    /// inside it.
    func evaluateMapContent<C: MapContent>(_ content: C, parent: ViewNode, context: EvaluationContext) {
        if let primitive = content as? any PrimitiveMapContent {
            primitive.evaluateMapContent(in: self, parent: parent, context: context)
            return
        }
        let node = makeNode(String(describing: C.self), parent: parent, context: context)
        install(content, node: node, context: context)
        let body = tracking(node) { content.body }
        evaluateMapContent(body, parent: node, context: context.inside(node))
    }
}

/// A result builder that makes map content from the statements of a closure.
@resultBuilder public struct MapContentBuilder {
    /// Content of a block with no statements.
    public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }

    /// A block's single content, unchanged.
    public static func buildBlock<C: MapContent>(_ content: C) -> C { content }

    /// Several contents, in order.
    public static func buildBlock<each Content: MapContent>(_ content: repeat each Content)
        -> TupleMapContent<(repeat each Content)>
    {
        var elements: [any MapContent] = []
        repeat elements.append(each content)
        return TupleMapContent(value: (repeat each content), elements: elements)
    }

    /// An expression's content, unchanged.
    public static func buildExpression<Content: MapContent>(_ content: Content) -> Content { content }

    /// The content of an `if` without `else`: present only when the condition held.
    public static func buildIf<Content: MapContent>(_ content: Content?) -> Content? { content }

    /// The content of an `if` whose condition held.
    public static func buildEither<TrueContent: MapContent, FalseContent: MapContent>(first: TrueContent)
        -> _ConditionalMapContent<TrueContent, FalseContent>
    {
        _ConditionalMapContent(storage: .trueContent(first))
    }

    /// The content of an `else`.
    public static func buildEither<TrueContent: MapContent, FalseContent: MapContent>(second: FalseContent)
        -> _ConditionalMapContent<TrueContent, FalseContent>
    {
        _ConditionalMapContent(storage: .falseContent(second))
    }

    /// Content that is only available on some systems, type-erased.
    public static func buildLimitedAvailability<Content: MapContent>(_ content: Content) -> AnyMapContent {
        AnyMapContent(content)
    }
}

/// Map content with nothing in it.
public struct EmptyMapContent {
    /// Empty content.
    public init() {}
}

extension EmptyMapContent: MapContent {
    /// Empty content has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension EmptyMapContent: PrimitiveMapContent {
    func evaluateMapContent(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {}
}

/// Several pieces of map content made from a block's statements.
public struct TupleMapContent<T> {
    /// The contents, as a tuple.
    public var value: T
    private let elements: [any MapContent]

    init(value: T, elements: [any MapContent]) {
        self.value = value
        self.elements = elements
    }
}

extension TupleMapContent: MapContent {
    /// Tuple content has no body; each element is evaluated in turn.
    public var body: Never { primitiveBody(Self.self) }
}

extension TupleMapContent: PrimitiveMapContent {
    func evaluateMapContent(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        for (index, element) in elements.enumerated() {
            evaluator.evaluateMapContent(element, parent: parent, context: context.at(".\(index)"))
        }
    }
}

/// The content of an `if`-`else` in a map content builder: one of two contents.
public struct _ConditionalMapContent<TrueContent: MapContent, FalseContent: MapContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalMapContent: MapContent {
    /// Conditional content has no body; the branch taken is evaluated.
    public var body: Never { primitiveBody(Self.self) }
}

extension _ConditionalMapContent: PrimitiveMapContent {
    func evaluateMapContent(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        switch storage {
        case .trueContent(let content): evaluator.evaluateMapContent(content, parent: parent, context: context.at(".0"))
        case .falseContent(let content):
            evaluator.evaluateMapContent(content, parent: parent, context: context.at(".1"))
        }
    }
}

extension Optional: MapContent where Wrapped: MapContent {
    /// Optional content has no body; the wrapped content, if any, is evaluated.
    public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveMapContent where Wrapped: MapContent {
    func evaluateMapContent(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        if let content = self { evaluator.evaluateMapContent(content, parent: parent, context: context) }
    }
}

/// Map content of a type hidden from the code that holds it.
public struct AnyMapContent {
    private let base: any MapContent

    /// Content that evaluates as `base` does.
    public init<Content: MapContent>(_ base: Content) { self.base = base }
}

extension AnyMapContent: MapContent {
    /// Type-erased content has no body; the content it holds is evaluated.
    public var body: Never { primitiveBody(Self.self) }
}

extension AnyMapContent: PrimitiveMapContent {
    func evaluateMapContent(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.evaluateMapContent(base, parent: parent, context: context)
    }
}

extension ForEach: MapContent where Content: MapContent {
    /// A `ForEach` of map content has no body; each element's content is evaluated in turn.
    public var body: Never { primitiveBody(Self.self) }

    /// Map content for each element of `data`, identified by the elements' `id`.
    @MainActor public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.init(elements: data, id: { $0.id }, content: content)
    }

    /// Map content for each element of `data`, identified by the key path `id`.
    @MainActor public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(elements: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach: PrimitiveMapContent where Content: MapContent {
    @MainActor func evaluateMapContent(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        for element in data {
            evaluator.evaluateMapContent(
                content(element), parent: parent, context: context.at("[\(identifier(of: element))]"))
        }
    }
}

// MARK: - Modifiers

/// Map content with a modifier applied: a node named after the modifier, with the content
/// inside it. The modifiers of map content change how it would be drawn, so they only record
/// what they were given.
public struct _ModifiedMapContent<Content: MapContent> {
    let content: Content
    let name: String
    let detail: String?
}

extension _ModifiedMapContent: MapContent {
    /// Modified content has no body; the modifier's node holds the content.
    public var body: Never { primitiveBody(Self.self) }
}

extension _ModifiedMapContent: PrimitiveMapContent {
    func evaluateMapContent(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let node = evaluator.makeNode(name, detail: detail, parent: parent, context: context)
        evaluator.evaluateMapContent(content, parent: node, context: context.inside(node))
    }
}

extension MapContent {
    func modified(_ name: String, _ detail: String?) -> _ModifiedMapContent<Self> {
        _ModifiedMapContent(content: self, name: name, detail: detail)
    }

    /// The tint of markers and the default color of overlays; recorded.
    @MainActor @preconcurrency public func tint<S: ShapeStyle>(_ tint: S) -> some MapContent {
        modified(".tint", describeStyle(tint))
    }

    /// The style that fills overlays; recorded.
    @MainActor @preconcurrency public func foregroundStyle(_ content: some ShapeStyle) -> some MapContent {
        modified(".foregroundStyle", describeStyle(content))
    }

    /// The style and width of overlays' outlines; recorded.
    @MainActor @preconcurrency public func stroke(_ content: some ShapeStyle, lineWidth: CGFloat = 1)
        -> some MapContent
    {
        modified(".stroke", "\(describeStyle(content)), lineWidth: \(lineWidth)")
    }

    /// The style and stroke style of overlays' outlines; recorded.
    @MainActor @preconcurrency public func stroke(_ content: some ShapeStyle, style: StrokeStyle) -> some MapContent {
        modified(".stroke", "\(describeStyle(content)), lineWidth: \(style.lineWidth)")
    }

    /// The width of overlays' outlines; recorded.
    @MainActor @preconcurrency public func stroke(lineWidth: CGFloat) -> some MapContent {
        modified(".stroke", "lineWidth: \(lineWidth)")
    }

    /// The stroke style of overlays' outlines; recorded.
    @MainActor @preconcurrency public func strokeStyle(style: StrokeStyle) -> some MapContent {
        modified(".strokeStyle", "lineWidth: \(style.lineWidth)")
    }

    /// The value a map's selection binding would take when this content is selected. Recorded:
    /// nothing is ever selected, as no one taps the map.
    @MainActor @preconcurrency public func tag<V: Hashable>(_ tag: V) -> some MapContent {
        modified(".tag", String(describing: tag))
    }

    /// Whether markers and annotations show their titles; recorded.
    @MainActor @preconcurrency public func annotationTitles(_ visibility: Visibility) -> some MapContent {
        modified(".annotationTitles", "\(visibility)")
    }

    /// Whether markers and annotations show their subtitles; recorded.
    @MainActor @preconcurrency public func annotationSubtitles(_ visibility: Visibility) -> some MapContent {
        modified(".annotationSubtitles", "\(visibility)")
    }
}

/// A shape style for a detail: its description, or its type.
func describeStyle(_ style: some ShapeStyle) -> String {
    (style as? CustomStringConvertible)?.description ?? String(describing: type(of: style))
}
