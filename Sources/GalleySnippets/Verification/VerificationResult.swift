import GalleyCore

/// The verdict on one Swift block, with everything the page needs to show its proof.
package struct VerificationResult: Sendable, Hashable {
    /// Whether the block was proven.
    package enum Status: Sendable, Hashable {
        /// The block did what its mode promises.
        case passed
        /// The block did not; the diagnostics say why and where.
        case failed([Diagnostic])
        /// An `ignore` block, with its reason.
        case ignored(reason: String)
        /// Not verified, for the reason given (for example, its group could not be formed).
        case skipped(reason: String)
    }

    /// The Markdown file.
    package var file: String
    /// The line of the block's opening fence.
    package var fenceLine: Int
    /// The block's position among its article's fenced blocks.
    package var blockIndex: Int
    /// The verdict.
    package var status: Status
    /// The block's mode (`check` when its info string could not be parsed).
    package var mode: SnippetMode
    /// The code the page shows: hidden lines and markers removed.
    package var visibleCode: String
    /// What the block printed, for `run` blocks that ran.
    package var actualOutput: String?
    /// The contents of the block's `output` block, if it has one.
    package var expectedOutput: String?
    /// The compiler's errors, in `path:line:col: error: message` form, for `compile-fail` blocks.
    package var compilerErrorText: String?
    /// The macro expansions of an `after=` block, as readable Swift.
    package var macroExpansion: String?
    /// True when the outcome came from the cache without running the compiler.
    package var fromCache: Bool
    /// Seconds spent on the block's unit (zero when cached).
    package var duration: Double
    /// The name of the compilation unit the block belongs to.
    package var unitID: String
    /// The views the block's run drew (with `GalleyRuntime.run`), lines mapped to the Markdown.
    package var previews: [SnippetPreview] = []
    /// What the compiler knows about the identifiers of the visible code (compiler hovers).
    package var hovers = BlockHovers()

    /// The block's diagnostics: empty unless it failed.
    package var diagnostics: [Diagnostic] {
        if case .failed(let diagnostics) = status { return diagnostics }
        return []
    }

    /// True when the block passed.
    package var passed: Bool { status == .passed }
}
