import GalleyCore
import GalleySnippets
import GalleyToolchain

/// The site's settings, read from `Content/site.yml`.
package struct SiteConfig: Sendable {
    /// A language the site is published in.
    package struct Locale: Sendable, Hashable {
        /// The BCP 47 code and URL segment, e.g. `hr`.
        package var code: String
        /// The language's own name, for the switcher, e.g. `Hrvatski`.
        package var label: String
        /// The site's title in this language; the site title when absent.
        package var title: String?
        /// What the site is about, in this language; the site's `description` when absent.
        package var description: String? = nil
    }

    /// How translations that lag behind their source are treated.
    package struct TranslationPolicy: Sendable, Hashable {
        /// Days a stale translation is tolerated by `galley translations --check`; `nil` never.
        package var allowStaleDays: Int?
        /// Whether `--check` accepts missing translations.
        package var allowMissing: Bool
        /// Whether untranslated articles are listed in other locales' indexes (marked, with a notice).
        package var showUntranslated: Bool
    }

    package var title: String
    /// What the site is about, in a sentence: the index's introduction and its meta description.
    package var description: String?
    /// Free values for a theme's templates (`params:` in `site.yml`), as `{{params.name}}`.
    package var params: [String: String] = [:]
    /// The absolute URL the site is served from, without a trailing slash.
    package var baseURL: String
    /// Where `baseURL` is written in `site.yml`, for the warning about a relative one.
    package var baseURLLocation: SourceLocation?
    package var locales: [Locale]
    package var defaultLocale: String
    /// The output directory, relative to the project root.
    package var output: String
    /// Whether raw HTML in Markdown is passed through (with GFM's tag filter) instead of escaped.
    package var allowRawHTML: Bool
    package var translations: TranslationPolicy
    /// What snippets compile against (the `snippets:` mapping).
    package var snippets: SnippetSettings
    /// `strict: true`: `galley build` and `galley verify` treat every warning as an error, as
    /// `--strict` does.
    package var strict: Bool = false
    /// `hovers:` (on unless `false`): snippets carry compiler hovers (each identifier's
    /// declaration, type and doc summary, as the compiler knows them), read from the index the
    /// verifier's own compilations write (`Benchmarks/results-verify-hovers.md`).
    package var hovers: Bool = true
    /// Where `site.yml` was read from, for diagnostics.
    package var file: String

    package func locale(_ code: String) -> Locale? { locales.first { $0.code == code } }

    /// The description in `locale`: its own, else the site's.
    package func description(in locale: String) -> String? {
        self.locale(locale)?.description ?? description
    }
}
