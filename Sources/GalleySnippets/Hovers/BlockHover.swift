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
