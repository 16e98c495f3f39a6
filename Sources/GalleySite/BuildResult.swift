import GalleyCore

/// What a build did: its diagnostics, and how much it wrote.
public struct BuildResult: Sendable {
    public var diagnostics: Diagnostics
    public var pages: Int
    public var output: String
    public var snippetSummary: String?

    public var succeeded: Bool { !diagnostics.hasErrors }

    /// One line for the terminal, e.g. `galley: built 17 pages into _site (140 snippets passed, 0 failed, 2 skipped)`.
    public var summary: String {
        "galley: built \(pages) pages into \(output)" + (snippetSummary.map { " (\($0))" } ?? "")
    }
}
