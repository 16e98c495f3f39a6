/// Names one fenced block from Markdown to page: its file (as diagnostics show it) and the line
/// of its opening fence.
///
/// The block, its verification result, its figure and its page all carry this value, so they
/// are matched by one typed key rather than by a `"file:line"` string built in several places.
package struct BlockID: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The Markdown file's path as users see it, e.g. `Content/en/entry-macro.md`.
    package var file: String
    /// The line of the opening fence.
    package var fenceLine: Int

    package init(file: String, fenceLine: Int) {
        self.file = file
        self.fenceLine = fenceLine
    }

    /// `Content/en/entry-macro.md:12`.
    package var description: String { "\(file):\(fenceLine)" }
}

extension FencedBlock {
    /// This block's identity across the pipeline.
    package var id: BlockID { BlockID(file: file, fenceLine: fenceLine) }
}

extension VerificationResult {
    /// The identity of the block this result belongs to.
    package var blockID: BlockID { BlockID(file: file, fenceLine: fenceLine) }
}

extension CompilationUnit {
    /// The id of the unit that compiles one block on its own: `Content/en/a.md#block3` for the
    /// article's fourth Swift block. Shards are chosen from this text, so it must stay stable.
    static func soloID(file: String, blockIndex: Int) -> String { "\(file)#block\(blockIndex)" }
}
