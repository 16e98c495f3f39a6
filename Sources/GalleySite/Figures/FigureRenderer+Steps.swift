import GalleyCore
import GalleyHighlight
import GalleySnippets

extension FigureRenderer {
    /// A tutorial step's file: its proof, and its diff against the same file at its previous step.
    func stepHTML(_ block: FencedBlock, spec: SnippetSpec, at index: Int, step: Int, in tutorial: Tutorial)
        -> String
    {
        let figure = self.figure(for: block, spec: spec, at: index)
        let file = spec.file ?? ""
        let previous = tutorial.previousVersion(of: file, before: step)?.visibleCode
        let current = tutorial.steps[step]
        let labels = StepLabels(
            step: localizer.text(
                "tutorial.stepOf", ["number": "\(current.number)", "count": "\(current.stepsInSection)"]),
            newFile: localizer.text("tutorial.newFile"), showRemoved: localizer.text("tutorial.showRemoved"),
            showAll: localizer.text("tutorial.showAll"),
            unchanged: { [localizer] count in localizer.plural("tutorial.unchangedLines", count) })
        let position = current.files.firstIndex { $0.block.id == block.id } ?? 0
        return StepFigure(
            figure: figure, file: file, diff: StepDiff.compute(previous: previous, current: figure.code),
            previousCode: previous, id: Self.anchor(current, file: position), labels: labels
        ).html()
    }

    /// `step-2-1` for the first file of step 1 of section 2, `step-2-1-b` for its second file.
    static func anchor(_ step: TutorialStep, file position: Int) -> String {
        "step-\(step.section)-\(step.number)"
            + (position == 0 ? "" : "-" + String(UnicodeScalar(UInt8(97 + position % 26))))
    }
}
