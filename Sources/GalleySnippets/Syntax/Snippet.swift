/// A Swift block of an article with its parsed info string, ready to be grouped into units.
public struct Snippet: Sendable, Hashable {
    /// The block as the Markdown layer found it.
    public var block: FencedBlock
    /// The block's mode and attributes.
    public var spec: SnippetSpec
    /// The `output` block directly after a `run` block: its expected output.
    public var expectedOutput: FencedBlock?
    /// The block's position among all fenced blocks of its article.
    public var index: Int

    /// Creates a snippet from a block and its parsed specification.
    public init(block: FencedBlock, spec: SnippetSpec, expectedOutput: FencedBlock? = nil, index: Int) {
        self.block = block
        self.spec = spec
        self.expectedOutput = expectedOutput
        self.index = index
    }

    /// The code the page shows: the block without hidden lines and markers.
    public var visibleCode: String { HiddenLines.visibleCode(of: block.code) }

    /// The block's code lines, without newlines.
    var lines: [Substring] { HiddenLines.lines(of: block.code) }
}
