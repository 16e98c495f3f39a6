import GalleyCore

/// A tutorial's steps, read from its fenced blocks and its outline.
///
/// A step is one or more `swift step file=NAME.swift` blocks that follow each other with nothing
/// but blank lines (and a run block's `output` block) between them; prose between blocks starts a
/// new step. Steps are numbered within their `##` section. At each step the project is the latest
/// version of every file so far.
///
/// ```swift
/// let (tutorial, problems) = Tutorial.build(blocks: blocks, outline: outline)
/// tutorial.steps[3].name        // "step 1 of section 2"
/// tutorial.project(at: 3)       // the latest ThemeView.swift and App.swift
/// ```
package struct Tutorial: Sendable, Hashable {
    /// A problem found while reading the steps, with the block it belongs to (if any).
    package struct Problem: Sendable, Hashable {
        /// The block's index among the article's fenced blocks, `nil` for the whole tutorial.
        package var blockIndex: Int?
        package var diagnostic: Diagnostic
    }

    package var outline: TutorialOutline
    /// Every step, in article order.
    package var steps: [TutorialStep]

    /// The version of every file at step `index`, in order of first appearance.
    package func project(at index: Int) -> [Snippet] {
        var order: [String] = []
        var latest: [String: Snippet] = [:]
        for step in steps[...index] {
            for snippet in step.files {
                let name = snippet.spec.file ?? ""
                if latest[name] == nil { order.append(name) }
                latest[name] = snippet
            }
        }
        return order.compactMap { latest[$0] }
    }

    /// The version of `file` shown before step `index`, or `nil` when the step introduces it.
    package func previousVersion(of file: String, before index: Int) -> Snippet? {
        for step in steps[..<index].reversed() {
            if let snippet = step.files.last(where: { $0.spec.file == file }) { return snippet }
        }
        return nil
    }

    /// The index of the step that holds `block`, if any.
    package func stepIndex(of block: BlockID) -> Int? {
        steps.firstIndex { $0.files.contains { $0.block.id == block } }
    }

    /// Reads the steps of `blocks` (one article's fenced blocks, each with its parsed info
    /// string). Blocks whose info string does not parse are left out; the article's plan reports them.
    package static func build(blocks: [FencedBlock], outline: TutorialOutline) -> (Tutorial, [Problem]) {
        var reader = TutorialReader(outline: outline)
        for (index, block) in blocks.enumerated() { reader.read(block, at: index) }
        return reader.finish()
    }
}
