import GalleyCore

/// A fenced block's info string, read once when the block is made: its language and, for a
/// Swift block, its ``SnippetSpec`` or the problems that keep it from parsing.
package struct FencedBlockAttributes: Sendable, Hashable {
    /// What the info string says after its language.
    package enum Parsed: Sendable, Hashable {
        /// Not a Swift block (`output`, `text`, no language): nothing to parse.
        case other
        /// A Swift block whose info string parsed.
        case swift(SnippetSpec)
        /// A Swift block whose info string did not parse, with why (located at the fence).
        case invalid([Diagnostic])
    }

    /// The first word of the info string, e.g. `swift` or `output`.
    package let language: String
    package let parsed: Parsed
    /// True when a Swift block's info string names the `step` flag, even if it does not parse:
    /// the block was meant as a tutorial step.
    package let namesStep: Bool

    init(info: String, parse: () -> Result<SnippetSpec, DiagnosticError>) {
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" })
        language = String(words.first ?? "")
        guard language == "swift" else {
            parsed = .other
            namesStep = false
            return
        }
        namesStep = info.split(separator: " ").contains("step")
        switch parse() {
        case .success(let spec): parsed = .swift(spec)
        case .failure(let error): parsed = .invalid(error.diagnostics)
        }
    }

    /// True when these attributes follow from the info string alone, so another block with the
    /// same info string has them too: anything but an info string that did not parse, whose
    /// problems are located at its own block's fence.
    package var isInfoAlone: Bool {
        if case .invalid = parsed { return false }
        return true
    }

    /// The problems of a Swift block's info string; empty when it parsed or is not Swift.
    package var problems: [Diagnostic] {
        if case .invalid(let diagnostics) = parsed { return diagnostics }
        return []
    }
}
