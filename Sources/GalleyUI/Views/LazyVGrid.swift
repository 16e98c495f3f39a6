import Foundation

// A lazy grid: its content is evaluated like a stack's; the columns are recorded.

/// A container view that arranges its child views in a grid that grows vertically.
nonisolated public struct LazyVGrid<Content: View>: View {
    let content: Content
    let layout: [String: String]

    /// Creates a grid that grows vertically, given the provided properties.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        layout = [
            "columns": columns.map { "\($0.size)" }.joined(separator: ", "),
            "alignment": "\(alignment)", "spacing": spacing.map { "\($0)" } ?? "",
        ]
    }

    /// A grid has no body; it lays out its content.
    public var body: Never { primitiveBody(Self.self) }
}

extension LazyVGrid: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container(
            "LazyVGrid", attributes: layout, content: content, parent: parent, context: context)
    }
}

/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item.
    public var size: GridItem.Size
    /// The spacing to the next item.
    public var spacing: CGFloat?
    /// The alignment to use when placing each view.
    public var alignment: Alignment?

    /// Creates a grid item with the provided size, spacing, and alignment properties.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates a set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
