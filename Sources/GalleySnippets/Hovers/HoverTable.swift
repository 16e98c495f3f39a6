import GalleyCore
import GalleyHovers
import Synchronization

/// A unit's compiler hovers as its outcome stores them: each distinct symbol once, every
/// occurrence as four numbers, all in one text that is read only when a hover is.
///
/// Most identifiers of a unit name the same few declarations (`View`, `Text`, a property used on
/// every line), so their declarations and doc summaries are kept once. A warm build decodes
/// every proof it keeps and reads no hover, so the table is stored as one string with its
/// digest beside it: decoding it copies a string, and ``digest``, which stands for the whole
/// table in a page's key (``BlockHovers``), is not computed again.
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

    /// The table's symbols and occurrences, read from its text.
    struct Contents: Sendable {
        /// The distinct symbols, in the order of their first occurrence.
        var symbols: [Symbol] = []
        /// ``fields`` numbers per occurrence, in the order of the file: offset, length, symbol
        /// index, and declaration offset (-1 when the file does not declare it).
        var occurrences: [Int] = []
    }

    /// The text and digest, shared by copies, and the contents once read.
    private final class Storage: Sendable {
        let text: String
        let digest: String
        let contents = Mutex<Contents?>(nil)

        init(text: String, digest: String, contents: Contents?) {
            self.text = text
            self.digest = digest
            self.contents.withLock { $0 = contents }
        }
    }

    private let storage: Storage

    private static let fields = 4
    /// Separates the text's fields; a part that holds it has it replaced by a space.
    private static let separator: Character = "\u{1F}"

    enum CodingKeys: String, CodingKey {
        case text = "t"
        case digest = "d"
    }

    init(_ hovers: [Hover]) {
        var contents = Contents()
        var index: [Symbol: Int] = [:]
        contents.occurrences.reserveCapacity(hovers.count * Self.fields)
        // The separator cannot stand in a part: it is replaced by a space, here, so the contents
        // are what a decoded copy reads.
        func part(_ text: String) -> String { text.replacingOccurrences(of: String(Self.separator), with: " ") }
        for hover in hovers {
            let symbol = Symbol(
                kind: part(hover.kind), declaration: part(hover.declaration), type: hover.type.map(part),
                summary: hover.summary.map(part), module: hover.module.map(part))
            let number: Int
            if let known = index[symbol] {
                number = known
            } else {
                number = contents.symbols.count
                index[symbol] = number
                contents.symbols.append(symbol)
            }
            contents.occurrences += [hover.offset, hover.length, number, hover.declarationOffset ?? -1]
        }
        // A part is `+` and its text, or `-` when it is missing: an empty part and a missing one differ.
        let parts = contents.symbols.flatMap(\.parts).map { part in part.map { "+" + $0 } ?? "-" }
        let text =
            ([String(contents.symbols.count)] + parts + [contents.occurrences.map(String.init).joined(separator: ",")])
            .joined(separator: String(Self.separator))
        var hasher = SHA256()
        hasher.update(text)
        storage = Storage(text: text, digest: hasher.finalize(), contents: contents)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        storage = Storage(
            text: try container.decode(String.self, forKey: .text),
            digest: try container.decode(String.self, forKey: .digest), contents: nil)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(storage.text, forKey: .text)
        try container.encode(storage.digest, forKey: .digest)
    }

    static func == (lhs: HoverTable, rhs: HoverTable) -> Bool {
        lhs.storage.digest == rhs.storage.digest && lhs.storage.text == rhs.storage.text
    }

    func hash(into hasher: inout Hasher) { hasher.combine(storage.digest) }

    /// A digest of the table, for keys.
    var digest: String { storage.digest }

    /// The symbols and occurrences, read from the text on first use. A text that does not
    /// read as a table (damaged) has none: no hover is better than a wrong one.
    var contents: Contents {
        storage.contents.withLock { known in
            if let known { return known }
            let read = Self.read(storage.text) ?? Contents()
            known = read
            return read
        }
    }

    private static func read(_ text: String) -> Contents? {
        let fields = text.split(separator: separator, omittingEmptySubsequences: false)
        guard let first = fields.first, let count = Int(first), count >= 0,
            fields.count == 2 + count * Symbol.parts
        else { return nil }
        let parts: [String?] = fields[1..<(1 + count * Symbol.parts)].map { field in
            field.first == "+" ? String(field.dropFirst()) : nil
        }
        let symbols = stride(from: 0, to: parts.count, by: Symbol.parts).compactMap {
            Symbol(parts[$0..<$0 + Symbol.parts])
        }
        let numbers = fields[fields.count - 1]
        let occurrences = numbers.isEmpty ? [] : numbers.split(separator: ",").compactMap { Int($0) }
        guard symbols.count == count, occurrences.count % Self.fields == 0,
            numbers.isEmpty || occurrences.count == numbers.split(separator: ",").count,
            stride(from: 0, to: occurrences.count, by: Self.fields).allSatisfy({
                occurrences[$0] >= 0 && occurrences[$0 + 1] > 0 && symbols.indices.contains(occurrences[$0 + 2])
            })
        else { return nil }
        return Contents(symbols: symbols, occurrences: occurrences)
    }

    /// How many occurrences the table holds.
    var count: Int { contents.occurrences.count / Self.fields }

    /// Every occurrence as a ``Hover``, in the order of the file.
    var hovers: [Hover] {
        let contents = contents
        return (0..<contents.occurrences.count / Self.fields).map { Self.hover($0, in: contents) }
    }

    /// Occurrence `index` of `contents` as a ``Hover``.
    static func hover(_ index: Int, in contents: Contents) -> Hover {
        let base = index * fields
        let symbol = contents.symbols[contents.occurrences[base + 2]]
        return Hover(
            offset: contents.occurrences[base], length: contents.occurrences[base + 1], kind: symbol.kind,
            declaration: symbol.declaration, type: symbol.type, summary: symbol.summary, module: symbol.module,
            declarationOffset: declarationOffset(index, in: contents))
    }

    /// Where occurrence `index` of `contents` starts, in bytes of the unit's file.
    static func offset(_ index: Int, in contents: Contents) -> Int { contents.occurrences[index * fields] }

    /// Where the file declares what occurrence `index` of `contents` names, when it does.
    static func declarationOffset(_ index: Int, in contents: Contents) -> Int? {
        let offset = contents.occurrences[index * fields + 3]
        return offset < 0 ? nil : offset
    }
}
