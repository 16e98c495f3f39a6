import GalleyCore

/// Groups a tutorial's step blocks into numbered steps and checks them, one block at a time.
struct TutorialReader {
    let outline: TutorialOutline
    private var steps: [(section: Int, files: [Snippet])] = []
    /// True while the previous block belongs to the step being read.
    private var chained = false
    /// Every file name so far by its lowercased name, with the step that introduced it.
    private var names: [String: (name: String, step: Int)] = [:]
    private var problems: [Tutorial.Problem] = []
    /// True once a block was meant as a step, even if its info string does not parse.
    private var sawStepBlock = false

    init(outline: TutorialOutline) { self.outline = outline }

    mutating func read(_ block: FencedBlock, at index: Int) {
        if block.language == "output", chained, block.directlyFollowsPrevious,
            steps.last?.files.last?.spec.mode == .run, steps.last?.files.last?.expectedOutput == nil
        {
            steps[steps.count - 1].files[steps[steps.count - 1].files.count - 1].expectedOutput = block
            return
        }
        if block.attributes.namesStep { sawStepBlock = true }
        guard let spec = block.spec, spec.step, let file = spec.file
        else {
            chained = false
            return
        }
        let fence = SourceLocation(file: block.file, line: block.fenceLine, column: 1)
        guard let section = outline.section(containing: block.fenceLine) else {
            problem(
                index,
                .error(
                    "tutorial.step-before-section", at: fence,
                    "a step must come after a '##' section heading"))
            chained = false
            return
        }
        if let binary = Self.binaryContent(block) {
            problem(index, binary)
        } else if let long = Self.tooLong(block) {
            problem(index, long)
        }
        let snippet = Snippet(block: block, spec: spec, index: index)
        if chained, block.directlyFollowsPrevious, steps.last?.section == section {
            if steps[steps.count - 1].files.contains(where: { $0.spec.file == file }) {
                problem(
                    index,
                    .error(
                        "tutorial.duplicate-file", at: fence, "this step already shows '\(file)'"))
            }
            steps[steps.count - 1].files.append(snippet)
        } else {
            steps.append((section, [snippet]))
        }
        checkName(file, index: index, at: fence)
        chained = true
    }

    /// A name that differs from an earlier file's only in case would be the same file on a
    /// case-insensitive disk, and the diff could not tell which version came before.
    private mutating func checkName(_ file: String, index: Int, at fence: SourceLocation) {
        let key = file.lowercased()
        if let earlier = names[key], earlier.name != file {
            problem(
                index,
                .error(
                    "tutorial.conflicting-file-name", at: fence,
                    "'\(file)' conflicts with '\(earlier.name)' from \(stepName(earlier.step)); file names that differ only in case are one file"
                ))
        } else if names[key] == nil {
            names[key] = (file, steps.count - 1)
        }
    }

    private func stepName(_ index: Int) -> String {
        let section = steps[index].section
        let number = steps[...index].filter { $0.section == section }.count
        return "step \(number) of section \(section + 1)"
    }

    private mutating func problem(_ index: Int?, _ diagnostic: Diagnostic) {
        problems.append(Tutorial.Problem(blockIndex: index, diagnostic: diagnostic))
    }

    /// Control characters (other than tab) or invalid UTF-8 make a file binary-looking: its
    /// lines cannot be compared and shown as a diff.
    static func binaryContent(_ block: FencedBlock) -> Diagnostic? {
        for (offset, line) in block.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for (column, scalar) in line.unicodeScalars.enumerated()
            where (scalar.value < 0x20 && scalar != "\t" && scalar != "\r") || scalar.value == 0x7F
                || scalar == "\u{FFFD}"
            {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return .error(
                    "tutorial.binary-content",
                    at: SourceLocation(
                        file: block.file, line: block.contentStartLine + offset,
                        column: block.indentation + column + 1),
                    "step file holds binary-looking content (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)); its changes cannot be shown as a line diff"
                )
            }
        }
        return nil
    }

    /// The diff is quadratic in the file's length; a step file is meant to be read.
    static let maximumLines = 2000

    static func tooLong(_ block: FencedBlock) -> Diagnostic? {
        let count = block.code.split(separator: "\n", omittingEmptySubsequences: false).count
        guard count > maximumLines else { return nil }
        return .error(
            "tutorial.file-too-long",
            at: SourceLocation(file: block.file, line: block.fenceLine, column: 1),
            "step file has \(count) lines; a step shows at most \(maximumLines), so its diff is not computed")
    }

    func finish() -> (Tutorial, [Tutorial.Problem]) {
        var numbered: [TutorialStep] = []
        var problems = self.problems
        for (position, step) in steps.enumerated() {
            let inSection = steps.filter { $0.section == step.section }.count
            let number = steps[...position].filter { $0.section == step.section }.count
            numbered.append(
                TutorialStep(
                    section: step.section + 1, sectionTitle: outline.sections[step.section].title,
                    number: number, stepsInSection: inSection, files: step.files))
        }
        if numbered.isEmpty, !sawStepBlock {
            problems.append(
                Tutorial.Problem(
                    blockIndex: nil,
                    diagnostic: .error(
                        "tutorial.no-steps",
                        at: SourceLocation(file: outline.file, line: outline.line, column: 1),
                        "a tutorial needs at least one step: a '```swift step file=NAME.swift' block after a '##' heading"
                    )))
        }
        return (Tutorial(outline: outline, steps: numbered), problems)
    }
}
