/// A Swift block of an article with its parsed info string, ready to be grouped into units.
package struct Snippet: Sendable, Hashable {
    /// The block as the Markdown layer found it.
    package var block: FencedBlock {
        didSet { lines = HiddenLines.lines(of: block.code) }
    }
    /// The block's mode and attributes.
    package var spec: SnippetSpec
    /// The `output` block directly after a `run` block: its expected output.
    package var expectedOutput: FencedBlock?
    /// The block's position among all fenced blocks of its article.
    package var index: Int

    /// Creates a snippet from a block and its parsed specification.
    package init(block: FencedBlock, spec: SnippetSpec, expectedOutput: FencedBlock? = nil, index: Int) {
        self.block = block
        lines = HiddenLines.lines(of: block.code)
        self.spec = spec
        self.expectedOutput = expectedOutput
        self.index = index
    }

    /// The code the page shows: the block without hidden lines and markers.
    package var visibleCode: String { HiddenLines.visibleCode(of: block.code) }

    /// The block's code lines, without newlines; split once, since every unit's source, cache
    /// key and diagnostic mapping reads them.
    private(set) var lines: [Substring]
}
