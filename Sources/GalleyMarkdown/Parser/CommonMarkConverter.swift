internal import CArena
internal import CCmarkGFM
import GalleyCore
import Synchronization

// The only file that talks to cmark-gfm, through its public interface only (`cmark-gfm.h`,
// `cmark-gfm-core-extensions.h`). It parses, converts cmark's tree eagerly into owned
// `MarkdownNode` values by walking the tree's links (no recursion, so depth is no risk), and gives
// back every C object at once before returning: cmark allocates from the calling thread's arena
// (`CArena`, through the public `cmark_mem`), which is reset instead of freeing the tree node by
// node.

/// Parses Markdown with cmark-gfm and converts the result into ``MarkdownNode``s.
struct CommonMarkConverter {
    let lineOffset: Int
    let extensions: MarkdownExtensions

    /// The nodes of `source` in document order; the first is the document node.
    func convert(_ source: String) -> [MarkdownNode] {
        _ = CoreExtensions.registered
        var options = CMARK_OPT_SOURCEPOS
        if extensions.contains(.footnotes) { options |= CMARK_OPT_FOOTNOTES }
        // Everything cmark allocates from here on (parser, tree, literals) is in this
        // thread's arena, given back at once when the conversion is done: no `cmark_node_free`.
        // The call is synchronous, so it stays on one thread from parse to reset.
        defer { galley_arena_reset() }
        var text = source
        let root = parseLock.withLock { _ in
            guard let parser = cmark_parser_new_with_mem(options, ArenaAllocator.memory) else {
                fatalError("cmark_parser_new failed: out of memory")
            }
            for name in extensionNames {
                guard let syntax = cmark_find_syntax_extension(name) else { continue }
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
            text.withUTF8 { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
                base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    cmark_parser_feed(parser, $0, bytes.count)
                }
            }
            guard let root = cmark_parser_finish(parser) else {
                fatalError("cmark_parser_finish failed")
            }
            return root
        }
        let builder = TreeBuilder(
            lineOffset: lineOffset, expectedNodes: min(source.utf8.count / bytesPerNode, 1 << 16) + 16)
        return builder.build(root) { nodes in
            guard AutolinkRanges.hasAutolinks(nodes) else { return }
            AutolinkRanges(source: source, lineOffset: lineOffset).repair(&nodes)
        }
    }

    /// Prose with code averages a node every 28 bytes or so (the benchmark corpus: 182,672 nodes
    /// in 5.2 MB). Reserving a little more than that (up to a bound, so a huge file with few
    /// nodes reserves little) saves regrowing the array, which would leave up to half of it
    /// unused for as long as the document is kept.
    private var bytesPerNode: Int { 24 }

    private var extensionNames: [String] {
        var names: [String] = []
        if extensions.contains(.table) { names.append("table") }
        if extensions.contains(.strikethrough) { names.append("strikethrough") }
        if extensions.contains(.autolink) { names.append("autolink") }
        if extensions.contains(.tasklist) { names.append("tasklist") }
        return names
    }
}

/// cmark-gfm keeps the trigger characters of its inline extensions (`:` `w` `~`) in one global
/// table, which `cmark_parser_finish` fills when it starts on inlines and empties when it is
/// done, and a table's header row changes while a document is fed. Two parses at once would
/// take each other's characters away, so one document is parsed at a time, from its first byte
/// fed to its finished tree; the conversion of the tree, which reads only its own nodes, runs
/// outside the lock.
private let parseLock = Mutex<Void>(())

/// cmark-gfm keeps its extensions in a global registry; registering is not thread-safe, so it
/// happens exactly once, behind Swift's lazy `static let`.
private enum CoreExtensions {
    static let registered: Void = cmark_gfm_core_extensions_ensure_registered()
}

/// cmark's allocator functions for the arena: one `cmark_mem` for the process, which cmark keeps
/// a pointer to in the parser and in every node, so it must never move.
private enum ArenaAllocator {
    nonisolated(unsafe) static let memory: UnsafeMutablePointer<cmark_mem> = {
        let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        memory.initialize(
            to: cmark_mem(calloc: galley_arena_calloc, realloc: galley_arena_realloc, free: galley_arena_free))
        return memory
    }()
}

// MARK: - Conversion

/// Walks cmark's tree and appends owned nodes in document order.
private struct TreeBuilder {
    let lineOffset: Int

    /// The nodes so far; a node's `subtreeEnd` is set when the walk leaves it.
    private var nodes: [MarkdownNode] = []
    /// Where the last node with a position ended: (line, column).
    private var lastEnd: (line: Int, column: Int)
    private var footnoteDefinitions = 0
    /// Type strings seen so far and their types: a short list (one entry per node type in the
    /// document), searched faster than a dictionary hashes a pointer.
    private var typeCache: [(typeString: UnsafeRawPointer, type: NodeType)] = []

    init(lineOffset: Int, expectedNodes: Int) {
        self.lineOffset = lineOffset
        nodes.reserveCapacity(expectedNodes)
        lastEnd = (1 + lineOffset, 1)
    }

    /// Converts the tree under `root`; `adjust` may correct spans before the nodes are returned.
    ///
    /// Walks the tree in document order by its links (first child, next sibling, parent), with
    /// the open ancestors' indices on a stack: no recursion, so depth is no risk, and a node is
    /// closed when the walk leaves it, so no pointer comparisons are needed to find where.
    consuming func build(
        _ root: CNode,
        adjust: (_ nodes: inout [MarkdownNode]) -> Void
    ) -> [MarkdownNode] {
        var open: [Int] = []
        var node = root
        walk: while true {
            let index = append(node, parent: open.last)
            if let child = cmark_node_first_child(node) {
                open.append(index)
                node = child
                continue
            }
            // A leaf: its end, one past itself, was set when it was appended.
            // Up to the nearest ancestor-or-self with a next sibling, closing what is left.
            while node != root {
                if let next = cmark_node_next(node) {
                    node = next
                    continue walk
                }
                guard let parent = cmark_node_parent(node), let closed = open.popLast() else { break walk }
                nodes[closed].subtreeEnd = nodes.count
                node = parent
            }
            break
        }
        adjust(&nodes)
        return nodes
    }

    /// Appends `node` under the node at index `parent`; returns its index. Its end is set when
    /// the walk leaves it.
    private mutating func append(_ node: CNode, parent: Int?) -> Int {
        let index = nodes.count
        let kind = kind(of: node)
        let span = span(of: node)
        nodes.append(MarkdownNode(id: index, kind: kind, span: span, parentID: parent, subtreeEnd: index + 1))
        return index
    }

    // MARK: Positions

    /// cmark reports inclusive 1-based positions, and 0 for nodes it does not track (breaks);
    /// those take the end of the previous node.
    private mutating func span(of node: CNode) -> SourceSpan {
        let startLine = Int(cmark_node_get_start_line(node))
        guard startLine > 0 else { return SourceSpan(line: lastEnd.line, column: lastEnd.column) }
        let start = (line: startLine + lineOffset, column: max(1, Int(cmark_node_get_start_column(node))))
        let endLine = Int(cmark_node_get_end_line(node))
        let end =
            endLine > 0
            ? (line: endLine + lineOffset, column: max(1, Int(cmark_node_get_end_column(node)) + 1))
            : start
        lastEnd = end
        return SourceSpan(startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column)
    }

    // MARK: Kinds

    private mutating func kind(of node: CNode) -> MarkdownNode.Kind {
        switch nodeType(of: node) {
        case .document: return .document
        case .blockQuote: return .blockQuote
        case .list: return .list(listAttributes(node))
        case .item: return .item(task: nil)
        case .taskItem:
            return .item(
                task: cmark_gfm_extensions_get_tasklist_item_checked(node) ? .checked : .unchecked)
        case .codeBlock:
            // cmark_node_get_fenced writes through all three pointers.
            var length: Int32 = 0
            var offset: Int32 = 0
            var character: CChar = 0
            return .codeBlock(
                CodeBlockAttributes(
                    isFenced: cmark_node_get_fenced(node, &length, &offset, &character) != 0,
                    info: string(cmark_node_get_fence_info(node)),
                    literal: string(cmark_node_get_literal(node))))
        case .htmlBlock: return .htmlBlock(literal(of: node))
        case .paragraph: return .paragraph
        case .heading: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case .thematicBreak: return .thematicBreak
        case .footnoteDefinition:
            footnoteDefinitions += 1
            return .footnoteDefinition(number: footnoteDefinitions)
        case .table: return .table(alignments: tableAlignments(node))
        case .tableHeader: return .tableRow(isHeader: true)
        case .tableRow:
            return .tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
        case .tableCell: return .tableCell
        case .text: return .text(literal(of: node))
        case .softBreak: return .softBreak
        case .lineBreak: return .lineBreak
        case .code: return .code(literal(of: node))
        case .htmlInline: return .htmlInline(literal(of: node))
        case .emphasis: return .emphasis
        case .strong: return .strong
        case .strikethrough: return .strikethrough
        case .link:
            return .link(
                destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case .image:
            return .image(
                destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case .footnoteReference:
            // cmark replaces a resolved reference's label with its footnote's number.
            return .footnoteReference(number: Int(literal(of: node)) ?? 0)
        }
    }

    /// The node's type, from its type string (cached per static string). Footnote nodes have no
    /// type string in cmark-gfm 0.29 (`<unknown>`), so those fall back to the numeric type.
    private mutating func nodeType(of node: CNode) -> NodeType {
        // A node no extension made is one of cmark's own types, read from its field; an
        // extension's node (a table's, a task item) is known by the extension's type string.
        if cmark_node_get_syntax_extension(node) == nil, let type = Self.coreType(cmark_node_get_type(node).rawValue) {
            return type
        }
        guard let typeString = cmark_node_get_type_string(node) else { return fallbackType(of: node) }
        let key = UnsafeRawPointer(typeString)
        for entry in typeCache where entry.typeString == key { return entry.type }
        // Footnote definitions and references share the `<unknown>` string: never cache it.
        guard let type = NodeType(rawValue: String(cString: typeString)) else {
            return fallbackType(of: node)
        }
        typeCache.append((key, type))
        return type
    }

    /// One of cmark's own node types (`cmark_node_type`: a block or inline flag and a number
    /// up to 11), or nil: custom nodes, which the parser never makes, and anything else.
    private static func coreType(_ raw: UInt32) -> NodeType? {
        guard raw & 0xBFF0 == 0x8000 else { return nil }
        return coreTypes[Int(raw >> 14 & 1) << 4 | Int(raw & 0x0F)]
    }

    /// ``coreType(_:)``'s table: blocks at 0–15, inlines at 16–31, by their numbers.
    private static let coreTypes: [NodeType?] = {
        let types: [(cmark_node_type, NodeType)] = [
            (CMARK_NODE_DOCUMENT, .document), (CMARK_NODE_BLOCK_QUOTE, .blockQuote), (CMARK_NODE_LIST, .list),
            (CMARK_NODE_ITEM, .item), (CMARK_NODE_CODE_BLOCK, .codeBlock), (CMARK_NODE_HTML_BLOCK, .htmlBlock),
            (CMARK_NODE_PARAGRAPH, .paragraph), (CMARK_NODE_HEADING, .heading),
            (CMARK_NODE_THEMATIC_BREAK, .thematicBreak), (CMARK_NODE_FOOTNOTE_DEFINITION, .footnoteDefinition),
            (CMARK_NODE_TEXT, .text), (CMARK_NODE_SOFTBREAK, .softBreak), (CMARK_NODE_LINEBREAK, .lineBreak),
            (CMARK_NODE_CODE, .code), (CMARK_NODE_HTML_INLINE, .htmlInline), (CMARK_NODE_EMPH, .emphasis),
            (CMARK_NODE_STRONG, .strong), (CMARK_NODE_LINK, .link), (CMARK_NODE_IMAGE, .image),
            (CMARK_NODE_FOOTNOTE_REFERENCE, .footnoteReference),
        ]
        var table = [NodeType?](repeating: nil, count: 32)
        for (raw, type) in types {
            let value = raw.rawValue
            table[Int(value >> 14 & 1) << 4 | Int(value & 0x0F)] = type
        }
        return table
    }()

    private func fallbackType(of node: CNode) -> NodeType {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_FOOTNOTE_DEFINITION: return .footnoteDefinition
        case CMARK_NODE_FOOTNOTE_REFERENCE: return .footnoteReference
        default:
            // Custom nodes are only made by API calls, never by the parser with these extensions.
            fatalError("cmark-gfm produced a node type this converter does not know")
        }
    }

    private func listAttributes(_ node: CNode) -> ListAttributes {
        let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
        let delimiter: ListAttributes.Delimiter =
            switch cmark_node_get_list_delim(node) {
            case CMARK_PERIOD_DELIM: .period
            case CMARK_PAREN_DELIM: .parenthesis
            default: .none
            }
        return ListAttributes(
            isOrdered: ordered, start: ordered ? Int(cmark_node_get_list_start(node)) : 1,
            isTight: cmark_node_get_list_tight(node) != 0, delimiter: delimiter)
    }

    private func tableAlignments(_ node: CNode) -> [TableAlignment] {
        let count = Int(cmark_gfm_extensions_get_table_columns(node))
        guard count > 0, let raw = cmark_gfm_extensions_get_table_alignments(node) else { return [] }
        return (0..<count).map { column in
            switch raw[column] {
            case UInt8(ascii: "l"): .left
            case UInt8(ascii: "c"): .center
            case UInt8(ascii: "r"): .right
            default: .none
            }
        }
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    /// The literal of a text, code span, raw HTML or footnote reference node.
    private func literal(of node: CNode) -> String {
        string(cmark_node_get_literal(node))
    }
}

/// A node of cmark's tree, opaque: read through cmark-gfm's functions.
private typealias CNode = OpaquePointer

/// cmark-gfm's node type strings (`cmark_node_get_type_string`), core and extension.
private enum NodeType: String {
    case document, paragraph, heading, item, list, text, code, strong, link, image, table,
        strikethrough
    case emphasis = "emph"
    case softBreak = "softbreak"
    case lineBreak = "linebreak"
    case blockQuote = "block_quote"
    case taskItem = "tasklist"
    case codeBlock = "code_block"
    case htmlBlock = "html_block"
    case thematicBreak = "thematic_break"
    case htmlInline = "html_inline"
    case tableHeader = "table_header"
    case tableRow = "table_row"
    case tableCell = "table_cell"
    // No type strings exist for these in 0.29.0.gfm.6; see `fallbackType(of:)`.
    case footnoteDefinition = "footnote_definition"
    case footnoteReference = "footnote_reference"
}
