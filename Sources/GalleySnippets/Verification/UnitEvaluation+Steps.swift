import GalleyCore

extension UnitEvaluation {
    /// A tutorial step's compiler errors, each naming the step. An error in a file the step
    /// carries over from an earlier step keeps its own location (the lines that are wrong) and is
    /// reported by the step's first block, with a note pointing at that block.
    static func stepErrors(
        _ errors: [(snippet: Int?, diagnostic: Diagnostic)], unit: CompilationUnit, step: String
    ) -> [(snippet: Int?, diagnostic: Diagnostic)] {
        let first = unit.reporting.first ?? 0
        let firstBlock = unit.snippets[first].block
        return errors.map { error in
            var diagnostic = error.diagnostic
            diagnostic.summary = "\(step): \(diagnostic.summary)"
            if let owner = error.snippet, unit.reporting.contains(owner) {
                return (owner, diagnostic)
            }
            diagnostic.notes.append(
                Diagnostic.Note(
                    location: SourceLocation(file: firstBlock.file, line: firstBlock.fenceLine, column: 1),
                    message: "\(step) starts here; the error is in a file it keeps from an earlier step"))
            return (first, diagnostic)
        }
    }

    /// The diagnostics of a failed block that no compiler message points at.
    static func silentFailure(
        _ unit: CompilationUnit, _ snippet: Snippet, _ outcome: UnitOutcome, index: Int
    ) -> [Diagnostic] {
        guard let step = unit.stepName else { return [unitFailed(unit, snippet, outcome)] }
        let location = SourceLocation(file: snippet.block.file, line: snippet.block.fenceLine, column: 1)
        if index == unit.reporting.first, !outcome.compiled,
            !outcome.messages.contains(where: { $0.severity == "error" })
        {
            let log = outcome.compilerLog.split(separator: "\n").prefix(12).map {
                Diagnostic.Note(message: String($0))
            }
            return [.error("tutorial.step-failed", at: location, "\(step) does not compile", notes: log)]
        }
        return [
            .error(
                "tutorial.step-failed", at: location,
                "\(step) does not compile; see the errors reported for its first file")
        ]
    }
}
