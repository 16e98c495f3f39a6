/// A view type that compares itself against its previous value and prevents its child
/// updating if its new value is the same as its old value.
///
/// Galley evaluates a tree once, so there is no previous value: the content is evaluated as
/// it is, in place.
@frozen nonisolated public struct EquatableView<Content: Equatable & View>: View {
    /// The view compared against its previous value.
    public var content: Content

    /// Creates a view that compares `content` against its previous value.
    public init(content: Content) { self.content = content }

    /// The content itself.
    public var body: Content { content }
}

extension View where Self: Equatable {
    /// Prevents the view from updating its child view when its new value is the same as its
    /// old value.
    nonisolated public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
