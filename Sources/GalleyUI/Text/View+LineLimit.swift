// The range forms of `lineLimit`. Each writes the environment's `lineLimit` as the largest
// number of lines the text may take (nil when the range has no upper bound), which is what
// a view below reads; the range itself is recorded in the modifier's detail.

extension View {
    /// Sets to a closed range the number of lines that text can occupy in this view.
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        writingLineLimit(limit.upperBound, detail: "\(limit.lowerBound)...\(limit.upperBound)")
    }

    /// Sets a limit for the number of lines text can occupy in this view, with no upper bound.
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        writingLineLimit(nil, detail: "\(limit.lowerBound)...")
    }

    /// Sets a maximum for the number of lines text can occupy in this view.
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        writingLineLimit(limit.upperBound, detail: "...\(limit.upperBound)")
    }

    /// Sets a limit for the number of lines text can occupy in this view, optionally
    /// reserving the space of all of them.
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        writingLineLimit(limit, detail: "\(limit)" + (reservesSpace ? ", reservesSpace" : ""))
    }

    private nonisolated func writingLineLimit(_ limit: Int?, detail: String) -> some View {
        modified(".lineLimit", detail: detail) { context, _ in
            context.environment.lineLimit = limit
        }
    }
}
