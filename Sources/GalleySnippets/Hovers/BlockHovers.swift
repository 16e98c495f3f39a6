import GalleyHovers

/// The compiler hovers of one block's visible code, in the order of its file.
///
/// They are kept as their unit's ``HoverTable`` (shared by the unit's blocks) and the numbers
/// that place its occurrences in the block; a ``BlockHover`` is made only when one is read, as
/// a build that takes its pages from the previous output reads none. The description, which a
/// page's key is made of, is the table's digest and the placing numbers, not every hover's
/// declaration and summary in words: a warm build computes the key of every page.
package struct BlockHovers: Sendable, Hashable, Codable, RandomAccessCollection, CustomStringConvertible {
    private var table: HoverTable?
    /// Four numbers per hover: the table's occurrence, the line, the column, and the line that
    /// declares it (0 for none).
    private var placements: [Int] = []

    /// No hovers.
    package init() {}

    init(table: HoverTable, placements: [Int]) {
        self.table = placements.isEmpty ? nil : table
        self.placements = placements
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { placements.count / 4 }

    package subscript(position: Int) -> BlockHover {
        let base = position * 4
        let declarationLine = placements[base + 3]
        return BlockHover(
            line: placements[base + 1], column: placements[base + 2], hover: table!.hover(placements[base]),
            declarationLine: declarationLine == 0 ? nil : declarationLine)
    }

    package var description: String {
        guard let table else { return "no hovers" }
        return "hovers \(table.digest) " + placements.map(String.init).joined(separator: ",")
    }
}

extension BlockHovers {
    /// Where a unit's hovers fall in its snippets, found once for all the blocks it reports.
    struct Locations {
        private let table: HoverTable
        /// Per occurrence: where it is, and where the file declares what it names.
        private let places: [(at: Place?, declaration: Place?)]

        /// A line and column of one snippet's code.
        private struct Place {
            var snippet: Int
            var line: Int
            var column: Int
        }

        /// `nil` when the unit has no hovers.
        init?(_ table: HoverTable?, of unit: CompilationUnit) {
            guard let table, table.count > 0 else { return nil }
            self.table = table
            let source = unit.source
            var lineStarts: [Int] = []
            lineStarts.reserveCapacity(source.lines.count)
            var start = 0
            for line in source.lines {
                lineStarts.append(start)
                start += line.utf8.count + 1
            }
            func place(_ offset: Int) -> Place? {
                var low = 0
                var high = lineStarts.count - 1
                while low < high {
                    let middle = (low + high + 1) / 2
                    if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
                }
                guard let origin = source.origin(ofLine: low + 1) else { return nil }
                return Place(snippet: origin.snippet, line: origin.line, column: offset - lineStarts[low])
            }
            places = (0..<table.count).map { occurrence in
                (place(table.offset(occurrence)), table.declarationOffset(occurrence).flatMap(place))
            }
        }

        /// The hovers that fall on visible lines of the unit's block `index`, in the block's own
        /// lines and columns.
        func placed(block index: Int, of unit: CompilationUnit) -> BlockHovers {
            guard unit.snippets[index].spec.hovers else { return BlockHovers() }
            // The visible line of each of the block's lines (`nil` for hidden ones and markers).
            var visibleLines: [Int?] = []
            var shown = 0
            for visible in HiddenLines.visibility(of: unit.snippets[index].block.code) {
                if visible { shown += 1 }
                visibleLines.append(visible ? shown : nil)
            }
            func line(_ place: Place?) -> Int? {
                guard let place, place.snippet == index, place.line - 1 < visibleLines.count else { return nil }
                return visibleLines[place.line - 1]
            }
            var placements: [Int] = []
            for (occurrence, place) in places.enumerated() {
                guard let at = place.at, let shownLine = line(at) else { continue }
                placements += [occurrence, shownLine, at.column, line(place.declaration) ?? 0]
            }
            return BlockHovers(table: table, placements: placements)
        }
    }
}
