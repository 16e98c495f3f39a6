import GalleyCore
import GalleySnippets

/// What a build did: its diagnostics, and how much it wrote.
package struct BuildResult: Sendable {
    package var diagnostics: Diagnostics
    package var pages: Int
    package var output: String
    package var snippetSummary: String?
    /// Articles read but not published (drafts, translations of drafts, unfinished pages).
    package var withheld: [WithheldArticle] = []
    /// Article pages rendered by this build, and those taken unchanged from the previous output
    /// (the build graph); `nil` when the build wrote no output folder.
    package var renderedArticles: Int?
    package var reusedArticles: Int?
    /// How the snippets were verified (units looked up, articles whose proofs were reused);
    /// `nil` for `--no-verify` and for builds that stopped before verifying.
    package var verification: VerificationStatistics?
    /// Articles this build parsed and converted, rather than taking them from memory or from
    /// the build state (``BuildMemo``); `nil` for a build into a sink.
    package var parsedArticles: Int?
    package var convertedArticles: Int?
    /// The site's locale codes and default locale as the build read them from `site.yml`
    /// (empty and `nil` when it could not be read), so the preview negotiates languages without
    /// reading `site.yml` again.
    package var locales: [String] = []
    package var defaultLocale: String?

    package var succeeded: Bool { !diagnostics.hasErrors }

    /// One line for the terminal, e.g. `galley: built 17 pages into _site (140 snippets passed, 0 failed, 2 skipped)`.
    package var summary: String {
        "galley: built \(pages) pages into \(output)" + (snippetSummary.map { " (\($0))" } ?? "")
            + (withheldSummary.map { "; " + $0 } ?? "")
            + ((reusedArticles ?? 0) > 0
                ? "; \(renderedArticles ?? 0) article pages re-rendered, \(reusedArticles ?? 0) unchanged" : "")
    }

    /// `1 draft not published; --drafts to include`, or `nil` when everything read was published.
    package var withheldSummary: String? {
        let drafts = withheld.filter(\.reason.isDraft).count
        let unfinished = withheld.count - drafts
        var parts: [String] = []
        if drafts > 0 { parts.append(drafts == 1 ? "1 draft not published" : "\(drafts) drafts not published") }
        if unfinished > 0 {
            parts.append(
                unfinished == 1 ? "1 unfinished page not published" : "\(unfinished) unfinished pages not published")
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ") + "; --drafts to include"
    }
}
