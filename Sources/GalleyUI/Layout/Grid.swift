import Foundation

/// A container view that arranges other views in a two dimensional layout; its rows are
/// `GridRow`s, and any other view is a row of its own.
nonisolated public struct Grid<Content: View>: View {
    let content: Content
    let layout: [String: String]

    /// Creates a grid with the specified spacing, alignment, and child views.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        layout = [
            "alignment": alignment.description, "horizontalSpacing": horizontalSpacing.map { "\($0)" } ?? "",
            "verticalSpacing": verticalSpacing.map { "\($0)" } ?? "",
        ]
    }

    /// A grid has no body; it lays out its content.
    public var body: Never { primitiveBody(Self.self) }
}

/// A horizontal row in a two dimensional grid container.
nonisolated public struct GridRow<Content: View>: View {
    let content: Content
    let alignment: VerticalAlignment?

    /// Creates a horizontal row of child views in a grid.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
    }

    /// A row has no body; it lays out its content.
    public var body: Never { primitiveBody(Self.self) }
}

extension Grid: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.container("Grid", attributes: layout, content: content, parent: parent, context: context)
    }
}

extension GridRow: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let attributes = alignment.map { ["alignment": $0.description] } ?? [:]
        evaluator.container("GridRow", attributes: attributes, content: content, parent: parent, context: context)
    }
}

/// A grid that you can use in conditional layouts. As a `Layout`, it treats each subview as
/// a row and stacks the rows with the vertical spacing.
public struct GridLayout: Layout {
    /// The alignment of subviews.
    public var alignment: Alignment
    /// The horizontal distance between adjacent subviews, or nil for the default.
    public var horizontalSpacing: CGFloat?
    /// The vertical distance between adjacent subviews, or nil for the default.
    public var verticalSpacing: CGFloat?

    /// Creates a grid with the specified spacing and alignment.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The size of the rows stacked vertically.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        rowsLayout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the rows from the top.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        rowsLayout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    private var rowsLayout: VStackLayout { VStackLayout(alignment: alignment.horizontal, spacing: verticalSpacing) }
}

extension GridLayout: ContainerDescribing {
    var containerDescription: (kind: String, attributes: [String: String]) {
        (
            "Grid",
            [
                "alignment": alignment.description, "horizontalSpacing": horizontalSpacing.map { "\($0)" } ?? "",
                "verticalSpacing": verticalSpacing.map { "\($0)" } ?? "",
            ]
        )
    }
}

extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    nonisolated public func gridCellColumns(_ count: Int) -> some View { inert(".gridCellColumns", "\(count)") }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        inert(".gridColumnAlignment", guide.description)
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell.
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        inert(".gridCellAnchor", "\(anchor)")
    }

    /// Asks grid layouts not to offer the view extra size in the specified axes.
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        inert(".gridCellUnsizedAxes", "\(axes.rawValue)")
    }
}
