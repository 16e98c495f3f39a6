import Foundation
import GalleyCore
import GalleyTestSupport
import GalleyTranslations
import Testing

@testable import GalleySite

/// A throwaway bilingual project (English default, Croatian) in a temp directory, with the
/// repository's real templates, for tests that read, pair, report on and build translations.
struct TranslationFixture {
    let project: TemporaryProject
    var root: URL { project.root }
    var content: URL { root.appendingPathComponent("Content") }

    /// A site whose `translations` policy is `policy` (YAML lines, indented under the key).
    init(policy: [String] = []) throws {
        let site = """
            title: Test Guides
            baseURL: https://example.org
            defaultLocale: en
            locales:
              - code: en
                label: English
              - code: hr
                label: Hrvatski
            translations:
            \(policy.isEmpty ? "  allowMissing: false" : policy.map { "  " + $0 }.joined(separator: "\n"))

            """
        project = try TemporaryProject(
            ["Content/site.yml": site], folders: ["Content/en", "Content/hr"], fromRepository: ["Templates"],
            prefix: "galley-i18n")
    }

    /// Writes `text` to `Content/<path>`.
    func write(_ path: String, _ text: String) throws { try project.write("Content/" + path, text) }

    func read(_ path: String) throws -> String { try project.read("Content/" + path) }

    func remove() { project.remove() }

    /// Loads the project; `nil` with the diagnostics when it cannot be read.
    func load() -> (SiteBuilder.Project?, Diagnostics) {
        var diagnostics = Diagnostics()
        let project = SiteBuilder(options: BuildOptions(root: root, verify: false)).load(
            into: &diagnostics)
        return (project, diagnostics)
    }

    /// The report for the project as it is on disk.
    func report() throws -> TranslationReport {
        let (project, diagnostics) = load()
        let loaded = try #require(project, "\(diagnostics.all)")
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors)")
        return TranslationReport(catalog: loaded.catalog, config: loaded.config)
    }

    /// Records the English source's current revision in the translation at `path` (`hr/x.md`).
    func markCurrent(_ path: String) throws {
        let (project, _) = load()
        let loaded = try #require(project)
        let translation = try #require(loaded.catalog.articles.first { $0.contentPath == path })
        let source = try #require(loaded.catalog.translation(of: translation, in: "en"))
        try write(path, try TranslationRecord.recording(SourceRevision(of: source), in: translation))
    }

    // MARK: - Articles

    static let english = """
        ---
        title: "Colours"
        date: 2026-11-02
        translationKey: colours
        ---

        Views read colours from the environment.

        ## Before and after

        The old way needed a key.

        ```swift
        let accent = "red"
        print(accent.count)
        ```

        ## Reading

        Read it with a key path.

        ```output
        3
        ```

        """

    static let croatian = """
        ---
        title: "Boje"
        date: 2026-11-02
        translationKey: colours
        ---

        Pogledi čitaju boje iz okruženja.

        ## Prije i poslije

        Stari način trebao je ključ.

        ```swift
        // naglasak
        let accent = "crvena"
        print(accent.count)
        ```

        ## Čitanje

        Čitajte ga putanjom ključa.

        ```output
        3
        ```

        """
}
