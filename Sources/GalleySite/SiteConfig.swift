import GalleyToolchain
import GalleyCore
import GalleySnippets

/// The site's settings, read from `Content/site.yml`.
public struct SiteConfig: Sendable {
    /// A language the site is published in.
    public struct Locale: Sendable, Hashable {
        /// The BCP 47 code and URL segment, e.g. `hr`.
        public var code: String
        /// The language's own name, for the switcher, e.g. `Hrvatski`.
        public var label: String
        /// The site's title in this language; the site title when absent.
        public var title: String?
    }

    /// How translations that lag behind their source are treated.
    public struct TranslationPolicy: Sendable, Hashable {
        /// Days a stale translation is tolerated by `galley translations --check`; `nil` never.
        public var allowStaleDays: Int?
        /// Whether `--check` accepts missing translations.
        public var allowMissing: Bool
        /// Whether untranslated articles are listed in other locales' indexes (marked, with a notice).
        public var showUntranslated: Bool
    }

    public var title: String
    /// The absolute URL the site is served from, without a trailing slash.
    public var baseURL: String
    public var locales: [Locale]
    public var defaultLocale: String
    /// The output directory, relative to the project root.
    public var output: String
    /// Whether raw HTML in Markdown is passed through (with GFM's tag filter) instead of escaped.
    public var allowRawHTML: Bool
    public var translations: TranslationPolicy
    /// What snippets compile against (the `snippets:` mapping).
    public var snippets: SnippetSettings
    /// `strict: true`: `galley build` and `galley verify` treat every warning as an error, as
    /// `--strict` does.
    public var strict: Bool = false
    /// Where `site.yml` was read from, for diagnostics.
    public var file: String

    public func locale(_ code: String) -> Locale? { locales.first { $0.code == code } }
}
