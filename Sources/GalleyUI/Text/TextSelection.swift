/// Represents a selection of text: an insertion point, a range, or several ranges.
///
/// Text fields and editors bound to a selection never change it in Galley, which types and
/// selects nothing; a snippet can still make one and read it back.
public struct TextSelection: Hashable, Sendable {
    /// The indices of a text selection.
    public enum Indices: Hashable, Sendable {
        /// A single range of text, or an insertion point when the range is empty.
        case selection(Range<String.Index>)
        /// Several ranges of text.
        case multiSelection(RangeSet<String.Index>)
    }

    /// The selected indices.
    public var indices: TextSelection.Indices

    /// Creates a selection of a range of text.
    public init(range: Range<String.Index>) { indices = .selection(range) }

    /// Creates an insertion point at an index.
    public init(insertionPoint: String.Index) { indices = .selection(insertionPoint..<insertionPoint) }

    /// Creates a selection of several ranges of text.
    public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }

    /// Whether the selection is an insertion point, selecting no text.
    public var isInsertion: Bool {
        if case .selection(let range) = indices { return range.isEmpty }
        return false
    }
}
