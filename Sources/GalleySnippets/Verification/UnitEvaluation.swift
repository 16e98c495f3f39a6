import GalleyCore

/// Turns a unit's outcome into verdicts for the blocks it reports, mapping every compiler
/// message back to its Markdown line.
struct UnitEvaluation {
    var results: [VerificationResult] = []
    var blessings: [Blessing] = []

    init(unit: CompilationUnit, outcome: UnitOutcome, fromCache: Bool, bless: Bool) {
        var errors = Self.diagnostics(outcome, unit: unit, severity: "error")
        if let step = unit.stepName {
            errors = Self.stepErrors(errors, unit: unit, step: step)
        }
        for index in unit.reporting {
            let snippet = unit.snippets[index]
            var result = ArticlePlan.result(
                snippet.block, index: snippet.index, .passed, mode: snippet.spec.mode, unitID: unit.id)
            result.fromCache = fromCache
            result.duration = fromCache ? 0 : outcome.duration
            result.expectedOutput = snippet.expectedOutput?.code
            if snippet.spec.after != nil, !outcome.macroExpansions.isEmpty {
                result.macroExpansion = MacroExpansion.render(outcome.macroExpansions)
            }
            result.hovers = BlockHovers(placing: outcome.hovers, block: index, of: unit)
            let own = errors.filter { $0.snippet == index }.map(\.diagnostic)
            if let failure = outcome.toolFailure {
                let fence = SourceLocation(file: snippet.block.file, line: snippet.block.fenceLine, column: 1)
                result.status = .failed([
                    .error(
                        "snippet.tool-failure", at: fence,
                        "galley could not verify this block (a problem of the machine, not of the snippet; not cached): \(failure)"
                    )
                ])
                results.append(result)
                continue
            }
            switch (unit.kind, outcome.compiled) {
            case (.compileFail, _):
                result.status = Self.compileFailStatus(
                    snippet, outcome: outcome, errors: Self.caused(by: index, unit: unit, outcome: outcome),
                    all: errors.map(\.diagnostic))
                result.compilerErrorText = errors.map { Self.readerText($0.diagnostic, in: snippet.block) }
                    .joined(separator: "\n")
            case (.check, false), (.run, false):
                result.status = .failed(
                    own.isEmpty ? Self.silentFailure(unit, snippet, outcome, index: index) : own)
            case (.check, true):
                break
            case (.run, true):
                result.actualOutput = outcome.outputs.map { $0[index] }
                if outcome.runFailure != nil, snippet.spec.mode == .run {
                    result.compilerErrorText = RunFailureText.pageText(outcome, unit: unit, snippet: index)
                }
                result.status =
                    snippet.spec.trap
                    ? evaluateTrap(
                        snippet, index: index, unit: unit, outcome: outcome, actual: result.actualOutput ?? "",
                        bless: bless)
                    : evaluateRun(snippet, outcome: outcome, actual: result.actualOutput ?? "", bless: bless)
                result.previews = Self.previews(of: outcome, for: index, in: unit)
                if result.status == .passed, let failure = outcome.previewFailure {
                    result.status = .failed([
                        .error(
                            "snippet.preview-failed",
                            at: SourceLocation(file: snippet.block.file, line: snippet.block.fenceLine, column: 1),
                            "the view's preview could not be drawn: \(failure)")
                    ])
                }
            }
            results.append(result)
        }
    }

    private mutating func evaluateRun(
        _ snippet: Snippet, outcome: UnitOutcome, actual: String, bless: Bool
    ) -> VerificationResult.Status {
        let fence = SourceLocation(file: snippet.block.file, line: snippet.block.fenceLine, column: 1)
        if let failure = outcome.runFailure {
            return .failed([
                .error(
                    "snippet.run-failed", at: fence, "snippet \(failure)",
                    notes: RunFailureText.notes(outcome))
            ])
        }
        guard snippet.spec.mode == .run else { return .passed }
        return compareOutput(snippet, actual: actual, bless: bless)
    }

    /// A trap block must crash (with its expected message, when it names one); an `output` block
    /// after it, when there is one, must match what it printed before the crash.
    private mutating func evaluateTrap(
        _ snippet: Snippet, index: Int, unit: CompilationUnit, outcome: UnitOutcome, actual: String, bless: Bool
    ) -> VerificationResult.Status {
        let status = RunFailureText.trapStatus(snippet, index: index, unit: unit, outcome: outcome)
        guard status == .passed, snippet.expectedOutput != nil else { return status }
        return compareOutput(snippet, actual: actual, bless: bless)
    }

    /// The block's `output` block against what it printed (blessed when asked).
    private mutating func compareOutput(_ snippet: Snippet, actual: String, bless: Bool) -> VerificationResult.Status {
        guard let expected = snippet.expectedOutput else {
            if bless, let blessing = Blessing.make(for: snippet, actual: actual) {
                blessings.append(blessing)
            }
            return .passed
        }
        guard OutputComparison.normalize(expected.code) != OutputComparison.normalize(actual) else {
            return .passed
        }
        if bless, let blessing = Blessing.make(for: snippet, actual: actual) {
            blessings.append(blessing)
            return .passed
        }
        let location = SourceLocation(file: expected.file, line: expected.contentStartLine, column: 1)
        let diff = OutputComparison.diff(expected: expected.code, actual: actual).map {
            Diagnostic.Note(message: $0)
        }
        return .failed([
            .error(
                "snippet.output-mismatch", at: location,
                "output differs from what the snippet printed (- expected, + actual); run with --bless to update it",
                notes: diff)
        ])
    }

    /// The messages a compile-fail block's `expect` may match: errors (and their notes) located
    /// in the block's own lines, and errors without a location when no other block of the unit
    /// has an error of its own, so the block caused them. An earlier block's error never counts.
    static func caused(by index: Int, unit: CompilationUnit, outcome: UnitOutcome) -> [Diagnostic] {
        let errors = diagnostics(outcome, unit: unit, severity: "error")
        let notes = diagnostics(outcome, unit: unit, severity: "note")
        let own = (errors + notes).filter { $0.snippet == index }.map(\.diagnostic)
        let othersFailed = errors.contains { $0.snippet != nil && $0.snippet != index }
        let unplaced = outcome.messages.filter { $0.severity == "error" && $0.line == nil }
        return own + (othersFailed ? [] : unplaced.map { .error("snippet.compiler", at: nil, $0.message) })
    }

    private static func compileFailStatus(
        _ snippet: Snippet, outcome: UnitOutcome, errors: [Diagnostic], all: [Diagnostic]
    ) -> VerificationResult.Status {
        let fence = SourceLocation(file: snippet.block.file, line: snippet.block.fenceLine, column: 1)
        guard !outcome.compiled else {
            return .failed([
                .error(
                    "snippet.compiled-unexpectedly", at: fence, "compile-fail block compiled without errors")
            ])
        }
        let expect = snippet.spec.expect ?? ""
        if errors.contains(where: { $0.summary.contains(expect) }) {
            return .passed
        }
        return .failed([
            .error(
                "snippet.expectation-mismatch", at: fence,
                "no compiler error in this block's own lines contains \"\(expect)\"",
                notes: all.map { Diagnostic.Note(message: plain($0)) })
        ])
    }

    /// Compiler messages of `severity` in Markdown coordinates, with the snippet each belongs
    /// to, in source order (see `inSourceOrder`).
    static func diagnostics(
        _ outcome: UnitOutcome, unit: CompilationUnit, severity: String
    ) -> [(snippet: Int?, diagnostic: Diagnostic)] {
        let source = unit.source
        return inSourceOrder(
            outcome.messages.filter { $0.severity == severity }.map { message in
                let kind: Diagnostic.Severity = severity == "error" ? .error : .warning
                if let line = message.line, let origin = source.origin(ofLine: line),
                    let mapped = unit.markdownLocation(line: line, column: message.column ?? 1)
                {
                    let note = Diagnostic.Note(
                        location: mapped.location, message: "in snippet: \(mapped.quoted)")
                    return (
                        origin.snippet,
                        Diagnostic(
                            kind, id: "snippet.compiler", at: mapped.location, message.text, notes: [note])
                    )
                }
                let block = unit.snippets[unit.reporting.first ?? 0].block
                let location = SourceLocation(file: block.file, line: block.fenceLine, column: 1)
                return (nil, Diagnostic(kind, id: "snippet.compiler", at: location, message.text))
            })
    }

    /// `diagnostics` sorted by where they point (file, line, column), keeping the compiler's
    /// order among those at the same place. swiftc reports in the order it type-checks, which
    /// is not always the order of the source, and a reader goes through a block top to bottom.
    static func inSourceOrder(_ diagnostics: [(snippet: Int?, diagnostic: Diagnostic)])
        -> [(snippet: Int?, diagnostic: Diagnostic)]
    {
        diagnostics.enumerated().sorted { left, right in
            let a = left.element.diagnostic.location
            let b = right.element.diagnostic.location
            return (a?.file ?? "", a?.line ?? Int.max, a?.column ?? Int.max, left.offset)
                < (b?.file ?? "", b?.line ?? Int.max, b?.column ?? Int.max, right.offset)
        }.map(\.element)
    }

    static func unitFailed(
        _ unit: CompilationUnit, _ snippet: Snippet, _ outcome: UnitOutcome
    ) -> Diagnostic {
        let location = SourceLocation(
            file: snippet.block.file, line: snippet.block.fenceLine, column: 1)
        if unit.snippets.count > 1 {
            return .error(
                "snippet.group-failed", at: location,
                "this block's group does not compile; see the errors of its other blocks")
        }
        let log = outcome.compilerLog.split(separator: "\n").prefix(12).map {
            Diagnostic.Note(message: String($0))
        }
        return .error("snippet.compiler", at: location, "the snippet does not compile", notes: log)
    }

    /// The previews drawn by the `run` call in block `index` (or, when the call's line is
    /// unknown, by the unit's last `run` block), with every line mapped to the Markdown.
    static func previews(of outcome: UnitOutcome, for index: Int, in unit: CompilationUnit)
        -> [SnippetPreview]
    {
        let fallback = unit.snippets.lastIndex { $0.spec.mode == .run }
        return (outcome.previews ?? []).filter { ($0.snippet ?? fallback) == index }.map { preview in
            var preview = preview
            for element in preview.elements.indices {
                for read in preview.elements[element].reads.indices {
                    let entry = preview.elements[element].reads[read]
                    guard let snippet = entry.snippet, let line = entry.snippetLine,
                        unit.snippets.indices.contains(snippet)
                    else { continue }
                    preview.elements[element].reads[read].line =
                        unit.snippets[snippet].block.contentStartLine + line - 1
                }
            }
            return preview
        }
    }

    /// `path:line:col: error: message`, without Galley's `[id]` suffix, for pages.
    /// A compiler error as the page shows it: no repository path, and a line number counted in
    /// the lines the reader sees (`line 2: error: …`), or none when the error is not on one.
    static func readerText(_ diagnostic: Diagnostic, in block: FencedBlock) -> String {
        let message = "\(diagnostic.severity.rawValue): \(diagnostic.summary)"
        guard let location = diagnostic.location, location.file == block.file else { return message }
        let offset = location.line - block.contentStartLine
        let visibility = HiddenLines.visibility(of: block.code)
        guard offset >= 0, offset < visibility.count, visibility[offset] else { return message }
        let line = visibility[...offset].filter { $0 }.count
        return "line \(line): \(message)"
    }

    static func plain(_ diagnostic: Diagnostic) -> String {
        (diagnostic.location.map { "\($0): " } ?? "")
            + "\(diagnostic.severity.rawValue): \(diagnostic.summary)"
    }
}
