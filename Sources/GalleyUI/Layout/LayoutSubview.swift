import Foundation

/// A proxy that represents one subview of a layout.
///
/// Galley does not run layouts, so its runtime never hands a layout its subviews; a proxy
/// answers from what it was made with (a size, a priority, layout values) and records where
/// it is placed.
public struct LayoutSubview: Equatable, Sendable {
    /// What the proxy knows of its subview; shared by copies, so a placement is seen by all.
    final class Record: @unchecked Sendable {
        let size: CGSize
        let priority: Double
        // Written once, when the proxy is made; never mutated after.
        let values: [ObjectIdentifier: Any]
        private let lock = NSLock()
        private var placed: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)?

        init(size: CGSize, priority: Double, values: [ObjectIdentifier: Any]) {
            self.size = size
            self.priority = priority
            self.values = values
        }

        var placement: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)? {
            get { lock.withLock { placed } }
            set { lock.withLock { placed = newValue } }
        }
    }

    let record: Record

    /// Creates a proxy for a subview of a fixed size.
    init(size: CGSize = .zero, priority: Double = 0, values: [ObjectIdentifier: Any] = [:]) {
        record = Record(size: size, priority: priority, values: values)
    }

    /// Whether both proxies stand for the same subview.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.record === rhs.record }

    /// Gets the value for the subview that's associated with the specified key, or the key's
    /// default value.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        record.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// The layout priority of the subview.
    public var priority: Double { record.priority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { .standard }

    /// Asks the subview for its size: the subview's fixed size, whatever the proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { record.size }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Assigns a position and proposed size to the subview.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        record.placement = (position, anchor, proposal)
    }
}

/// A collection of proxy values that represent the subviews of a layout view.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    /// A type that contains a subsequence of proxy values.
    public typealias SubSequence = LayoutSubviews
    /// A type that contains a proxy value.
    public typealias Element = LayoutSubview
    /// A type that you can use to index proxy values.
    public typealias Index = Int

    let elements: [LayoutSubview]
    let offset: Int

    /// The layout direction inherited by the container view.
    public var layoutDirection: LayoutDirection

    init(_ elements: [LayoutSubview], layoutDirection: LayoutDirection = .leftToRight, offset: Int = 0) {
        self.elements = elements
        self.layoutDirection = layoutDirection
        self.offset = offset
    }

    /// The index of the first subview.
    public var startIndex: Int { offset }
    /// An index that's one higher than the last subview.
    public var endIndex: Int { offset + elements.count }

    /// Gets the subview proxy at a specified index.
    public subscript(index: Int) -> LayoutSubview { elements[index - offset] }

    /// Gets the subview proxies in the specified range.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(
            Array(elements[(bounds.lowerBound - offset)..<(bounds.upperBound - offset)]),
            layoutDirection: layoutDirection, offset: bounds.lowerBound)
    }

    /// Gets the subview proxies with the specified indices.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(indices.map { self[$0] }, layoutDirection: layoutDirection)
    }
}
