import GalleyCore
import GalleyToolchain

/// What a failed run says to people: what the runtime reported of a crash and what the program
/// wrote before it, without the backtrace frames around them; and the verdict of a `trap` block.
enum RunFailureText {
    /// Standard error without backtraces, at most `limit` lines, keeping the runtime's last
    /// report whatever came before it.
    ///
    /// The runtime prints a stack trace after a fatal error, and the two stacks of an
    /// exclusivity violation between its two lines; their frames (addresses, the executable's
    /// name, which batching decides) and the lines that introduce them are left out.
    static func lines(_ stderr: String, limit: Int = 12) -> [String] {
        var kept: [String] = []
        for line in stderr.split(separator: "\n") {
            if line.hasPrefix("Current stack trace:") || line.hasPrefix("Stack dump:")
                || line.firstMatch(of: #/^[0-9]+ +[^ ]+ +0x[0-9a-f]+ /#) != nil
                || line.firstMatch(of: #/^(Previous|Current) access \([a-z ]+\) started at/#) != nil
            {
                continue
            }
            kept.append(readable(String(line)))
        }
        guard kept.count > limit else { return kept }
        let last = kept.lastIndex(where: isRuntimeReport) ?? kept.count - 1
        let end = min(kept.count, last + 1)
        return Array(kept[max(0, end - limit)..<end])
    }

    /// Whether a line of standard error is the runtime's report of a crash: a fatal error, a
    /// failed precondition or assertion, an exclusivity violation.
    static func isRuntimeReport(_ line: String) -> Bool {
        line.contains("Fatal error") || line.contains("Precondition failed") || line.contains("Assertion failed")
            || line.hasPrefix("Simultaneous accesses to ") || line.hasPrefix("Fatal access conflict detected")
    }

    /// The line as pages show it: the address an exclusivity violation names changes from run
    /// to run, so it is not shown.
    static func readable(_ line: String) -> String {
        guard line.hasPrefix("Simultaneous accesses to ") else { return line }
        return line.replacing(#/0x[0-9a-f]+/#, with: "0x…")
    }

    /// What the runtime reported of a crash, each line as the page shows it (``readerLine(_:unit:snippet:)``).
    static func runtimeReport(_ stderr: String, unit: CompilationUnit, snippet: Int) -> [String] {
        lines(stderr, limit: 10_000).filter(isRuntimeReport).map { readerLine($0, unit: unit, snippet: snippet) }
    }

    /// The text of the page's Error panel for a failed run, or `nil` when there is nothing to show.
    ///
    /// A fatal error raised in the snippet's own code names Galley's generated file
    /// (`GalleyRunBatch1/u6032abc4….swift:5:`), which depends on how units were batched and
    /// means nothing to a reader: it becomes `line N:` of the block as the page shows it, or is
    /// dropped when the line is another block's. Locations in the standard library or the
    /// author's package are kept. A crash the runtime printed nothing about (an integer overflow
    /// traps without a message) is named by its signal.
    static func pageText(_ outcome: UnitOutcome, unit: CompilationUnit? = nil, snippet: Int? = nil) -> String? {
        var kept = lines(outcome.runError).map { readerLine($0, unit: unit, snippet: snippet) }
        if let signal = outcome.crashSignal, !kept.contains(where: isRuntimeReport) {
            kept.append(SignalName.describe(signal))
        }
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

    /// The verdict of `swift run trap`: the program must crash, by a signal of its own making;
    /// with `expect=`, what the runtime reported of the crash must contain it. A normal exit, an
    /// exit status, a timeout or a broken limit is not a crash.
    static func trapStatus(_ snippet: Snippet, index: Int, unit: CompilationUnit, outcome: UnitOutcome)
        -> VerificationResult.Status
    {
        let fence = SourceLocation(file: snippet.block.file, line: snippet.block.fenceLine, column: 1)
        let wanted = snippet.spec.expect.map { " with \"\($0)\"" } ?? ""
        guard let failure = outcome.runFailure else {
            return .failed([
                .error(
                    "snippet.did-not-trap", at: fence, "trap block exited normally; it was expected to crash\(wanted)")
            ])
        }
        guard let signal = outcome.crashSignal else {
            return .failed([
                .error(
                    "snippet.did-not-trap", at: fence,
                    "trap block was expected to crash\(wanted), but the snippet \(failure)", notes: notes(outcome))
            ])
        }
        guard let expect = snippet.spec.expect else { return .passed }
        let report = runtimeReport(outcome.runError, unit: unit, snippet: index)
        guard !report.contains(where: { $0.contains(expect) }) else { return .passed }
        let summary =
            report.isEmpty
            ? "the snippet crashed with \(SignalName.describe(signal)) and the runtime reported no message, so none contains \"\(expect)\"; without expect=, any crash passes"
            : "the snippet crashed, but what the runtime reported does not contain \"\(expect)\""
        return .failed([
            .error(
                "snippet.expectation-mismatch", at: fence, summary, notes: report.map { Diagnostic.Note(message: $0) })
        ])
    }
}
