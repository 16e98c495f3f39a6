import GalleyCore

extension ArticlePlan {
    /// Adds a tutorial's step units, or, when its steps have problems, the problems: a block's
    /// own problem fails that block, and the other steps are skipped, since their projects are
    /// not what the author wrote.
    mutating func planSteps(blocks: [FencedBlock], tutorial: Tutorial, problems: [Tutorial.Problem]) {
        guard !problems.isEmpty else {
            units += tutorial.units()
            return
        }
        var failed: [Int: [Diagnostic]] = [:]
        for problem in problems {
            if let index = problem.blockIndex {
                failed[index, default: []].append(problem.diagnostic)
            } else {
                diagnostics.append(problem.diagnostic)
            }
        }
        let settledIndices = Set(settled.map(\.blockIndex))
        for step in tutorial.steps {
            for snippet in step.files where !settledIndices.contains(snippet.index) {
                let status: VerificationResult.Status =
                    failed[snippet.index].map { .failed($0) }
                    ?? .skipped(reason: "the tutorial's steps have errors")
                settled.append(Self.result(snippet.block, index: snippet.index, status, mode: snippet.spec.mode))
            }
        }
        // Blocks left out of the steps (a step before the first section) still fail.
        let inSteps = Set(tutorial.steps.flatMap { $0.files.map(\.index) })
        for (index, diagnostics) in failed.sorted(by: { $0.key < $1.key }) where !inSteps.contains(index) {
            settled.append(
                Self.result(blocks[index], index: index, .failed(diagnostics), mode: .check))
        }
    }
}
