import GalleyToolchain

/// What compiling (and running) a unit produced, before any comparison with expectations.
///
/// This is what the cache stores. It is in the generated file's coordinates and holds no
/// expected output, so moving a block within its article or fixing an `output` block reuses it.
struct UnitOutcome: Sendable, Hashable, Codable {
    /// How the unit was built, for statistics and for the report.
    enum Strategy: String, Sendable, Hashable, Codable {
        case checked, merged, alone
        /// Checked in one compiler process with other units (``BatchChecker``).
        case batched
    }

    var strategy: Strategy
    /// True when the compiler accepted the unit.
    var compiled: Bool
    /// The compiler's messages about the unit's file, in generated coordinates.
    var messages: [CompilerMessage]
    /// Compiler output that is not about the unit's file (link errors), kept for failures.
    var compilerLog: String
    /// The program's output split per block of the unit (`nil` when it did not run).
    var outputs: [String]?
    /// Why the run failed, if it did (timeout, crash, leftover processes…).
    var runFailure: String?
    /// The run's standard error, for failed runs.
    var runError: String
    /// The signal the run crashed with, when one of its own making ended it (not one sent for
    /// a limit or from outside): what a `trap` block needs.
    var crashSignal: Int32? = nil
    var macroExpansions: [MacroExpansion]
    /// Why the tools failed for reasons of the machine (swiftc or the run could not start, the
    /// compiler was killed by a signal): no verdict about the unit, never cached.
    var toolFailure: String? = nil
    /// The run's limits in one line, for the diagnostic of a failed run.
    var runLimits: String? = nil
    /// Seconds of compiler and run time.
    var duration: Double
    /// The previews GalleyUI drew while the run evaluated views, in the unit's coordinates.
    var previews: [SnippetPreview]? = nil
    /// Why the run's previews could not be used, when they could not.
    var previewFailure: String? = nil
    /// What the compiler knows about each identifier of the unit's file, in its byte offsets
    /// (``UnitHovers``); `nil` when hovers were not asked for or could not be had.
    var hovers: HoverTable? = nil

    /// Whether the outcome may be cached: runs stopped by a timeout or killed from outside
    /// depend on machine load, and a tool that could not do its job proves nothing.
    var isCacheable: Bool {
        guard toolFailure == nil else { return false }
        return runFailure.map { !$0.hasPrefix("timed out") && !$0.contains("SIGKILL") } ?? true
    }

    /// Splits a run's standard output at the group's marker lines into one string per block.
    static func split(_ stdout: String, blocks: Int) -> [String] {
        var outputs = [String](repeating: "", count: max(blocks, 1))
        var current = 0
        for line in stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
            stdout.hasSuffix("\n") ? 1 : 0)
        {
            if line.hasPrefix("\u{1E}galley-block-"), let index = Int(line.dropFirst(14)),
                index < outputs.count
            {
                current = index
                continue
            }
            outputs[current] += line + "\n"
        }
        if !stdout.isEmpty, !stdout.hasSuffix("\n"), outputs[current].hasSuffix("\n") {
            outputs[current].removeLast()
        }
        return outputs
    }
}
