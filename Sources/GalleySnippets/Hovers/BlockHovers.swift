import GalleyHovers
import Synchronization

/// The compiler hovers of one block's visible code, in the order of its file.
///
/// They are kept as a table of the block's visible hovers (``HoverTable``) and the numbers that
/// place its occurrences in the block, both as text; a ``BlockHover`` is made only when one is
/// read, as a build that takes its pages from the previous output reads none. The description,
/// which a page's key is made of, is the table's digest and the placing numbers, not every
/// hover's declaration and summary in words: a warm build computes the key of every page.
///
/// A verification places a unit's hovers in its blocks only when a block's are first asked for
/// (to show, store or key them): `galley verify`, which shows none, places none.
package struct BlockHovers: Sendable, Hashable, Codable, RandomAccessCollection, CustomStringConvertible {
    private let storage: Storage

    /// The table and placements, made from a unit's ``Locations`` on first use, then shared by copies.
    private final class Storage: Sendable {
        let recipe: Recipe?
        let made: Mutex<Made?>

        init(made: Made) {
            recipe = nil
            self.made = Mutex(made)
        }

        init(recipe: Recipe) {
            self.recipe = recipe
            made = Mutex(nil)
        }
    }

    /// What a block's hovers are made from.
    fileprivate struct Recipe: Sendable {
        var table: HoverTable
        var block: Int
        var unit: CompilationUnit
    }

    fileprivate struct Made: Sendable {
        var table: HoverTable?
        /// Four numbers per hover, comma-separated: the table's occurrence, the line, the
        /// column, and the line that declares it (0 for none).
        var placements: String
        /// The placements as numbers, once read.
        var numbers: [Int]?
    }

    enum CodingKeys: String, CodingKey {
        case table
        case placements
    }

    /// No hovers.
    package init() { storage = Storage(made: Made(table: nil, placements: "", numbers: [])) }

    init(table: HoverTable, placements: [Int]) {
        storage = Storage(
            made: Made(
                table: placements.isEmpty ? nil : table,
                placements: placements.map(String.init).joined(separator: ","), numbers: placements))
    }

    /// The hovers of `table`, a unit's, that fall on visible lines of its block `block`,
    /// placed when first read.
    init(placing table: HoverTable?, block: Int, of unit: CompilationUnit) {
        storage =
            if let table, unit.snippets[block].spec.hovers {
                Storage(recipe: Recipe(table: table, block: block, unit: unit))
            } else {
                Storage(made: Made(table: nil, placements: "", numbers: []))
            }
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        storage = Storage(
            made: Made(
                table: try container.decodeIfPresent(HoverTable.self, forKey: .table),
                placements: try container.decode(String.self, forKey: .placements), numbers: nil))
    }

    package func encode(to encoder: any Encoder) throws {
        let made = self.made
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(made.table, forKey: .table)
        try container.encode(made.placements, forKey: .placements)
    }

    package static func == (lhs: BlockHovers, rhs: BlockHovers) -> Bool {
        let (left, right) = (lhs.made, rhs.made)
        return left.table == right.table && left.placements == right.placements
    }

    package func hash(into hasher: inout Hasher) {
        let made = self.made
        hasher.combine(made.table)
        hasher.combine(made.placements)
    }

    /// The table and placements, made from the recipe and their numbers read on first use.
    /// Placements that do not read as the table's (damaged) place nothing.
    private var made: Made {
        storage.made.withLock { known in
            var made =
                known ?? storage.recipe.flatMap { Locations($0.table, of: $0.unit)?.made(block: $0.block, of: $0.unit) }
                ?? Made(table: nil, placements: "", numbers: [])
            if made.numbers == nil {
                let parts = made.placements.split(separator: ",")
                let read = parts.compactMap { Int($0) }
                let count = made.table?.count ?? 0
                let valid =
                    read.count == parts.count && read.count % 4 == 0
                    && stride(from: 0, to: read.count, by: 4).allSatisfy { read[$0] >= 0 && read[$0] < count }
                made.numbers = valid ? read : []
            }
            known = made
            return made
        }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int {
        let made = made
        return made.table == nil ? 0 : (made.numbers?.count ?? 0) / 4
    }

    package subscript(position: Int) -> BlockHover {
        let made = made
        let numbers = made.numbers ?? []
        let base = position * 4
        let declarationLine = numbers[base + 3]
        return BlockHover(
            line: numbers[base + 1], column: numbers[base + 2],
            hover: HoverTable.hover(numbers[base], in: made.table!.contents),
            declarationLine: declarationLine == 0 ? nil : declarationLine)
    }

    package var description: String {
        let made = made
        guard let table = made.table else { return "no hovers" }
        return "hovers \(table.digest) " + made.placements
    }
}

extension BlockHovers {
    /// Where a unit's hovers fall in its snippets, found once for all the blocks it reports.
    struct Locations: Sendable {
        private let table: HoverTable
        /// Per occurrence: where it is, and where the file declares what it names.
        private let places: [(at: Place?, declaration: Place?)]

        /// A line and column of one snippet's code.
        private struct Place: Sendable {
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
        fileprivate func made(block index: Int, of unit: CompilationUnit) -> BlockHovers.Made {
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
            let table: HoverTable? = placements.isEmpty ? nil : HoverTable(visible)
            return BlockHovers.Made(
                table: table, placements: placements.map(String.init).joined(separator: ","), numbers: placements)
        }
    }
}
