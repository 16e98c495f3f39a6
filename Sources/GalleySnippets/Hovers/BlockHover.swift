import GalleyHovers

/// A compiler hover placed in the code a block shows.
package struct BlockHover: Sendable, Hashable, Codable {
    /// The 1-based line of the block's visible code.
    package var line: Int
    /// Where the identifier starts in that line, in UTF-8 bytes from its start.
    package var column: Int
    /// What the compiler knows about it.
    package var hover: Hover
    /// The visible line that declares it, when the same block does.
    package var declarationLine: Int?

    package init(line: Int, column: Int, hover: Hover, declarationLine: Int? = nil) {
        self.line = line
        self.column = column
        self.hover = hover
        self.declarationLine = declarationLine
    }
}

extension BlockHover {
    /// The hovers of a unit's file that fall on visible lines of its block `index`, in the
    /// block's own lines and columns.
    static func placed(_ hovers: [Hover]?, block index: Int, of unit: CompilationUnit) -> [BlockHover] {
        guard let hovers, !hovers.isEmpty, unit.snippets[index].spec.hovers else { return [] }
        let source = unit.source
        var lineStarts = [0]
        for (offset, byte) in source.text.utf8.enumerated() where byte == UInt8(ascii: "\n") {
            lineStarts.append(offset + 1)
        }
        // The visible line of each of the block's lines (`nil` for hidden ones and markers).
        var visibleLines: [Int?] = []
        var shown = 0
        for visible in HiddenLines.visibility(of: unit.snippets[index].block.code) {
            if visible { shown += 1 }
            visibleLines.append(visible ? shown : nil)
        }
        func place(_ offset: Int) -> (line: Int, column: Int)? {
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            guard let origin = source.origin(ofLine: low + 1), origin.snippet == index,
                origin.line - 1 < visibleLines.count, let line = visibleLines[origin.line - 1]
            else { return nil }
            return (line, offset - lineStarts[low])
        }
        return hovers.compactMap { hover in
            guard let at = place(hover.offset) else { return nil }
            return BlockHover(
                line: at.line, column: at.column, hover: hover,
                declarationLine: hover.declarationOffset.flatMap(place)?.line)
        }
    }
}
