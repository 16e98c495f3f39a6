import GalleyHovers
import Synchronization

/// The compiler hovers of one block's visible code, in the order of its file.
///
/// They are kept as their unit's ``HoverTable`` (shared by the unit's blocks) and the numbers
/// that place its occurrences in the block; a ``BlockHover`` is made only when one is read, as
/// a build that takes its pages from the previous output reads none. The description, which a
/// page's key is made of, is the table's digest and the placing numbers, not every hover's
/// declaration and summary in words: a warm build computes the key of every page.
package struct BlockHovers: Sendable, Hashable, Codable, RandomAccessCollection, CustomStringConvertible {
    private var table: HoverTable?
    /// Four numbers per hover, comma-separated: the table's occurrence, the line, the column,
    /// and the line that declares it (0 for none). Kept as text, which a page's key uses as it
    /// is, and read into numbers only when a hover is.
    private var placements: String = ""
    private var numbers: Numbers = Numbers()

    /// The placements as numbers, read once, shared by copies.
    private final class Numbers: Sendable {
        let read = Mutex<[Int]?>(nil)
    }

    enum CodingKeys: String, CodingKey {
        case table
        case placements
    }

    /// No hovers.
    package init() {}

    init(table: HoverTable, placements: [Int]) {
        self.table = placements.isEmpty ? nil : table
        self.placements = placements.map(String.init).joined(separator: ",")
        numbers.read.withLock { $0 = placements }
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        table = try container.decodeIfPresent(HoverTable.self, forKey: .table)
        placements = try container.decode(String.self, forKey: .placements)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(table, forKey: .table)
        try container.encode(placements, forKey: .placements)
    }

    package static func == (lhs: BlockHovers, rhs: BlockHovers) -> Bool {
        lhs.table == rhs.table && lhs.placements == rhs.placements
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(table)
        hasher.combine(placements)
    }

    /// The placements as numbers; none when they do not read as placements of the table.
    private var placed: [Int] {
        numbers.read.withLock { known in
            if let known { return known }
            let parts = placements.split(separator: ",")
            let read = parts.compactMap { Int($0) }
            let count = table?.count ?? 0
            let valid =
                read.count == parts.count && read.count % 4 == 0
                && stride(from: 0, to: read.count, by: 4).allSatisfy { read[$0] >= 0 && read[$0] < count }
            known = valid ? read : []
            return known!
        }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { table == nil ? 0 : placed.count / 4 }

    package subscript(position: Int) -> BlockHover {
        let placed = placed
        let base = position * 4
        let declarationLine = placed[base + 3]
        return BlockHover(
            line: placed[base + 1], column: placed[base + 2],
            hover: HoverTable.hover(placed[base], in: table!.contents),
            declarationLine: declarationLine == 0 ? nil : declarationLine)
    }

    package var description: String {
        guard let table else { return "no hovers" }
        return "hovers \(table.digest) " + placements
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
            guard let table else { return nil }
            let contents = table.contents
            guard !contents.occurrences.isEmpty else { return nil }
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
                (
                    place(HoverTable.offset(occurrence, in: contents)),
                    HoverTable.declarationOffset(occurrence, in: contents).flatMap(place)
                )
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
            // The block keeps a table of its own visible hovers only: a proof stores each block's,
            // and a unit's hidden lines and other blocks would otherwise be stored with each.
            var placements: [Int] = []
            var visible: [Hover] = []
            let contents = table.contents
            for (occurrence, place) in places.enumerated() {
                guard let at = place.at, let shownLine = line(at) else { continue }
                placements += [visible.count, shownLine, at.column, line(place.declaration) ?? 0]
                visible.append(HoverTable.hover(occurrence, in: contents))
            }
            return BlockHovers(table: HoverTable(visible), placements: placements)
        }
    }
}
