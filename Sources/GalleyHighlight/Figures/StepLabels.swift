/// The words a tutorial step's figure shows, already localised by the caller.
package struct StepLabels: Hashable, Sendable {
    /// "Step 2 of 3".
    package var step: String
    /// "new file".
    package var newFile: String
    /// The toggle that shows removed lines.
    package var showRemoved: String
    /// The toggle that unfolds unchanged lines.
    package var showAll: String
    /// The note in place of a folded run, given its length: "12 unchanged lines".
    package var unchanged: @Sendable (Int) -> String

    package init(
        step: String, newFile: String, showRemoved: String, showAll: String,
        unchanged: @escaping @Sendable (Int) -> String
    ) {
        self.step = step
        self.newFile = newFile
        self.showRemoved = showRemoved
        self.showAll = showAll
        self.unchanged = unchanged
    }

    package static func == (lhs: StepLabels, rhs: StepLabels) -> Bool {
        (lhs.step, lhs.newFile, lhs.showRemoved, lhs.showAll) == (rhs.step, rhs.newFile, rhs.showRemoved, rhs.showAll)
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(step) }
}
