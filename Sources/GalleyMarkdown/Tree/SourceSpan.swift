import GalleyCore

/// Where a node is in its file, without the file's name (its document's): 1-based lines and
/// 1-based UTF-8 byte columns, the end exclusive, in 32 bits as cmark-gfm counts them.
///
/// A node keeps a span rather than a ``GalleyCore/SourceRange`` so that copying a node copies
/// no file name: a document has one name and hundreds of nodes, and each name in each node was
/// two reference counts to keep on every copy, and 48 bytes of every node.
package struct SourceSpan: Sendable, Hashable {
    private let startLine32: Int32
    private let startColumn32: Int32
    private let endLine32: Int32
    private let endColumn32: Int32

    package init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
        startLine32 = Int32(clamping: startLine)
        startColumn32 = Int32(clamping: startColumn)
        endLine32 = Int32(clamping: endLine)
        endColumn32 = Int32(clamping: endColumn)
    }

    /// An empty span at one line and column.
    package init(line: Int, column: Int) {
        self.init(startLine: line, startColumn: column, endLine: line, endColumn: column)
    }

    package var startLine: Int { Int(startLine32) }
    package var startColumn: Int { Int(startColumn32) }
    package var endLine: Int { Int(endLine32) }
    package var endColumn: Int { Int(endColumn32) }

    /// The span as a range in `file`.
    package func range(in file: String) -> SourceRange {
        SourceRange(
            SourceLocation(file: file, line: startLine, column: startColumn),
            SourceLocation(file: file, line: endLine, column: endColumn))
    }
}
