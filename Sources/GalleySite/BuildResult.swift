import GalleyCore

/// What a build did: its diagnostics, and how much it wrote.
public struct BuildResult: Sendable {
    public var diagnostics: Diagnostics
    public var pages: Int
    public var output: String
    public var snippetSummary: String?
    /// Articles read but not published (drafts, translations of drafts, unfinished pages).
    public var withheld: [WithheldArticle] = []

    public var succeeded: Bool { !diagnostics.hasErrors }

    /// One line for the terminal, e.g. `galley: built 17 pages into _site (140 snippets passed, 0 failed, 2 skipped)`.
    public var summary: String {
        "galley: built \(pages) pages into \(output)" + (snippetSummary.map { " (\($0))" } ?? "")
            + (withheldSummary.map { "; " + $0 } ?? "")
    }

    /// `1 draft not published; --drafts to include`, or `nil` when everything read was published.
    public var withheldSummary: String? {
        let drafts = withheld.filter { $0.reason != .draft ? isDraftSource($0.reason) : true }.count
        let unfinished = withheld.count - drafts
        var parts: [String] = []
        if drafts > 0 { parts.append(drafts == 1 ? "1 draft not published" : "\(drafts) drafts not published") }
        if unfinished > 0 {
            parts.append(
                unfinished == 1
                    ? "1 unfinished translation not published" : "\(unfinished) unfinished translations not published")
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ") + "; --drafts to include"
    }

    private func isDraftSource(_ reason: WithheldArticle.Reason) -> Bool {
        if case .draftSource = reason { return true }
        return false
    }

}
