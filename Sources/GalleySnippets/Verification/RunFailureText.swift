import GalleyCore

/// What a failed run says to people: the runtime's fatal-error line and what the program wrote
/// before it, without the backtrace frames that follow; and the verdict of a `trap` block.
enum RunFailureText {
    /// Standard error up to the runtime's stack trace, at most `limit` lines, keeping the
    /// fatal-error line whatever came before it.
    static func lines(_ stderr: String, limit: Int = 12) -> [String] {
        var kept: [String] = []
        for line in stderr.split(separator: "\n") {
            if line.hasPrefix("Current stack trace:") || line.hasPrefix("Stack dump:") { break }
            kept.append(String(line))
        }
        guard kept.count > limit else { return kept }
        let fatal = kept.lastIndex(where: isFatalLine) ?? kept.count - 1
        let end = min(kept.count, fatal + 1)
        return Array(kept[max(0, end - limit)..<end])
    }

    static func isFatalLine(_ line: String) -> Bool {
        line.contains("Fatal error") || line.contains("Precondition failed")
            || line.contains("Assertion failed")
    }

    /// The runtime's fatal-error line, when the program trapped.
    static func fatalLine(_ stderr: String) -> String? { lines(stderr, limit: 10_000).last(where: isFatalLine) }

    /// The text of the page's Error panel for a failed run, or `nil` when stderr is empty.
    ///
    /// A fatal error raised in the snippet's own code names Galley's generated file
    /// (`GalleyRunBatch1/u6032abc4….swift:5:`), which depends on how units were batched and
    /// means nothing to a reader: it becomes `line N:` of the block as the page shows it, or is
    /// dropped when the line is another block's. Locations in the standard library or the
    /// author's package are kept.
    static func pageText(_ stderr: String, unit: CompilationUnit? = nil, snippet: Int? = nil) -> String? {
        let kept = lines(stderr).map { readerLine($0, unit: unit, snippet: snippet) }
        return kept.isEmpty ? nil : kept.joined(separator: "\n")
    }

    /// `Module/u<hex>.swift:LINE: message` → `line N: message` (or `message`).
    static func readerLine(_ line: String, unit: CompilationUnit?, snippet: Int?) -> String {
        guard let match = line.firstMatch(of: #/^([A-Za-z0-9_]+)/u[0-9a-f]+\.swift:(\d+):\s*/#) else { return line }
        let message = String(line[match.range.upperBound...])
        // A merged runner's unit was compiled wrapped in its entry function, with other line numbers.
        let merged = match.1.hasPrefix("GalleyRunBatch")
        guard let unit, let snippet, let generated = Int(match.2),
            let source = merged ? EntryWrapper.wrap(unit, symbol: "galley_entry") : unit.source,
            let origin = source.origin(ofLine: generated), origin.snippet == snippet
        else { return message }
        let visibility = HiddenLines.visibility(of: unit.snippets[snippet].block.code)
        let offset = origin.line - 1
        guard offset >= 0, offset < visibility.count, visibility[offset] else { return message }
        return "line \(visibility[...offset].filter { $0 }.count): " + message
    }

    /// Notes for a failed run's diagnostic: its stderr (fatal-error line kept) and its limits.
    static func notes(_ outcome: UnitOutcome) -> [Diagnostic.Note] {
        lines(outcome.runError).map { Diagnostic.Note(message: $0) }
            + (outcome.runLimits.map { [Diagnostic.Note(message: "the run's limits: \($0)")] } ?? [])
    }

    /// The verdict of `swift run trap expect="…"`: it must crash with a message containing `expect`.
    static func trapStatus(_ snippet: Snippet, outcome: UnitOutcome) -> VerificationResult.Status {
        let fence = SourceLocation(file: snippet.block.file, line: snippet.block.fenceLine, column: 1)
        let expect = snippet.spec.expect ?? ""
        guard let failure = outcome.runFailure else {
            return .failed([
                .error(
                    "snippet.did-not-trap", at: fence,
                    "trap block exited normally; it was expected to crash with \"\(expect)\"")
            ])
        }
        guard failure.hasPrefix("crashed with"), let fatal = fatalLine(outcome.runError) else {
            return .failed([
                .error(
                    "snippet.did-not-trap", at: fence,
                    "trap block was expected to crash with \"\(expect)\", but the snippet \(failure)",
                    notes: notes(outcome))
            ])
        }
        guard fatal.contains(expect) else {
            return .failed([
                .error(
                    "snippet.expectation-mismatch", at: fence,
                    "the snippet trapped, but its message does not contain \"\(expect)\"",
                    notes: [Diagnostic.Note(message: fatal)])
            ])
        }
        return .passed
    }
}
