import GalleyCore
import GalleyHovers

/// A unit's compiler hovers as its outcome stores them: each distinct symbol once, and every
/// occurrence as four numbers.
///
/// Most identifiers of a unit name the same few declarations (`View`, `Text`, a property used on
/// every line), so their declarations and doc summaries are kept once; a warm verify decodes
/// every unit's table, and numbers in one array decode far faster than an object per occurrence.
/// ``digest`` stands for the whole table in a page's key (``BlockHovers``).
struct HoverTable: Sendable, Hashable, Codable {
    /// What is the same at every occurrence of a symbol.
    struct Symbol: Sendable, Hashable {
        var kind: String
        var declaration: String
        var type: String?
        var summary: String?
        var module: String?

        /// Its parts, as the table stores them (``parts`` strings per symbol).
        var parts: [String?] { [kind, declaration, type, summary, module] }
        static let parts = 5

        init(kind: String, declaration: String, type: String?, summary: String?, module: String?) {
            self.kind = kind
            self.declaration = declaration
            self.type = type
            self.summary = summary
            self.module = module
        }

        init?(_ parts: ArraySlice<String?>) {
            guard parts.count == Self.parts, let kind = parts[parts.startIndex],
                let declaration = parts[parts.startIndex + 1]
            else { return nil }
            self.init(
                kind: kind, declaration: declaration, type: parts[parts.startIndex + 2],
                summary: parts[parts.startIndex + 3], module: parts[parts.startIndex + 4])
        }
    }

    /// The distinct symbols, in the order of their first occurrence.
    private(set) var symbols: [Symbol]
    /// ``fields`` numbers per occurrence, in the order of the file: offset, length, symbol index,
    /// and declaration offset (-1 when the file does not declare it).
    private(set) var occurrences: [Int]
    /// A digest of the table, for keys.
    private(set) var digest: String

    private static let fields = 4

    enum CodingKeys: String, CodingKey {
        case symbols = "s"
        case occurrences = "o"
    }

    init(_ hovers: [Hover]) {
        var symbols: [Symbol] = []
        var index: [Symbol: Int] = [:]
        var occurrences: [Int] = []
        occurrences.reserveCapacity(hovers.count * Self.fields)
        for hover in hovers {
            let symbol = Symbol(
                kind: hover.kind, declaration: hover.declaration, type: hover.type, summary: hover.summary,
                module: hover.module)
            let number: Int
            if let known = index[symbol] {
                number = known
            } else {
                number = symbols.count
                index[symbol] = number
                symbols.append(symbol)
            }
            occurrences += [hover.offset, hover.length, number, hover.declarationOffset ?? -1]
        }
        self.symbols = symbols
        self.occurrences = occurrences
        digest = Self.digest(symbols, occurrences)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // The symbols' parts in one flat array: one array of strings decodes much faster than an
        // object per symbol.
        let parts = try container.decode([String?].self, forKey: .symbols)
        let symbols = stride(from: 0, to: parts.count, by: Symbol.parts).compactMap {
            Symbol(parts[$0..<min($0 + Symbol.parts, parts.count)])
        }
        let occurrences = try container.decode([Int].self, forKey: .occurrences)
        // A table whose numbers do not fit is damaged: no entry is better than a wrong hover.
        guard parts.count == symbols.count * Symbol.parts, occurrences.count % Self.fields == 0,
            stride(from: 0, to: occurrences.count, by: Self.fields).allSatisfy({
                occurrences[$0] >= 0 && occurrences[$0 + 1] > 0 && symbols.indices.contains(occurrences[$0 + 2])
            })
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .occurrences, in: container, debugDescription: "occurrences do not match the symbols")
        }
        self.symbols = symbols
        self.occurrences = occurrences
        digest = Self.digest(symbols, occurrences)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(symbols.flatMap(\.parts), forKey: .symbols)
        try container.encode(occurrences, forKey: .occurrences)
    }

    /// How many occurrences the table holds.
    var count: Int { occurrences.count / Self.fields }

    /// Where occurrence `index` starts, in bytes of the unit's file.
    func offset(_ index: Int) -> Int { occurrences[index * Self.fields] }

    /// Where the file declares what occurrence `index` names, when it does.
    func declarationOffset(_ index: Int) -> Int? {
        let offset = occurrences[index * Self.fields + 3]
        return offset < 0 ? nil : offset
    }

    /// Occurrence `index` as a ``Hover``.
    func hover(_ index: Int) -> Hover {
        let base = index * Self.fields
        let symbol = symbols[occurrences[base + 2]]
        return Hover(
            offset: occurrences[base], length: occurrences[base + 1], kind: symbol.kind,
            declaration: symbol.declaration, type: symbol.type, summary: symbol.summary, module: symbol.module,
            declarationOffset: declarationOffset(index))
    }

    /// Every occurrence as a ``Hover``, in the order of the file.
    var hovers: [Hover] { (0..<count).map(hover) }

    private static func digest(_ symbols: [Symbol], _ occurrences: [Int]) -> String {
        var hasher = SHA256()
        for symbol in symbols {
            for part in [symbol.kind, symbol.declaration, symbol.type, symbol.summary, symbol.module] {
                // A missing part and an empty one differ.
                hasher.update(part.map { "+" + $0 } ?? "-")
                hasher.update([0])
            }
        }
        occurrences.withUnsafeBytes { hasher.update($0) }
        return hasher.finalize()
    }
}
