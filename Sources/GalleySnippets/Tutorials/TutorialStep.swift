/// One numbered step of a tutorial: the file blocks after one stretch of prose.
package struct TutorialStep: Sendable, Hashable {
    /// The 1-based section number.
    package var section: Int
    /// The section's heading.
    package var sectionTitle: String
    /// The 1-based position of the step in its section.
    package var number: Int
    /// How many steps the section has.
    package var stepsInSection: Int
    /// The step's file blocks, in article order; each holds one whole file.
    package var files: [Snippet]

    /// The step's name in messages: "step 4 of section 2".
    package var name: String { "step \(number) of section \(section)" }

    /// The first line of the step's first block, where its figure and its problems start.
    package var fenceLine: Int { files[0].block.fenceLine }

    /// True when the step runs its project.
    package var runs: Bool { files.contains { $0.spec.mode == .run } }
}
