/// The words a tutorial step's figure shows, already localised by the caller.
public struct StepLabels: Hashable, Sendable {
    /// "Step 2 of 3".
    public var step: String
    /// "new file".
    public var newFile: String
    /// The toggle that shows removed lines.
    public var showRemoved: String
    /// The toggle that unfolds unchanged lines.
    public var showAll: String
    /// The note in place of a folded run, given its length: "12 unchanged lines".
    public var unchanged: @Sendable (Int) -> String

    public init(
        step: String, newFile: String, showRemoved: String, showAll: String,
        unchanged: @escaping @Sendable (Int) -> String
    ) {
        self.step = step
        self.newFile = newFile
        self.showRemoved = showRemoved
        self.showAll = showAll
        self.unchanged = unchanged
    }

    public static func == (lhs: StepLabels, rhs: StepLabels) -> Bool {
        (lhs.step, lhs.newFile, lhs.showRemoved, lhs.showAll) == (rhs.step, rhs.newFile, rhs.showRemoved, rhs.showAll)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(step) }
}
