/// One numbered step of a tutorial: the file blocks after one stretch of prose.
public struct TutorialStep: Sendable, Hashable {
    /// The 1-based section number.
    public var section: Int
    /// The section's heading.
    public var sectionTitle: String
    /// The 1-based position of the step in its section.
    public var number: Int
    /// How many steps the section has.
    public var stepsInSection: Int
    /// The step's file blocks, in article order; each holds one whole file.
    public var files: [Snippet]

    /// The step's name in messages: "step 4 of section 2".
    public var name: String { "step \(number) of section \(section)" }

    /// The first line of the step's first block, where its figure and its problems start.
    public var fenceLine: Int { files[0].block.fenceLine }

    /// True when the step runs its project.
    public var runs: Bool { files.contains { $0.spec.mode == .run } }
}
