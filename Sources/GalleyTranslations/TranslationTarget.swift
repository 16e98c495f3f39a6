import GalleyCore
import GalleySite

/// A page named on the command line as `LOCALE/SLUG` (`hr/makro-entry`), checked against a site.
///
/// Accepts `hr/makro-entry`, `hr/makro-entry.md` and `Content/hr/makro-entry.md`. Every
/// problem is a diagnostic without a file (a command-line mistake), with a near-miss
/// suggestion where one helps.
package struct TranslationTarget: Sendable, Equatable {
    package var locale: String
    package var slug: String

    /// Splits `name` into locale and slug, checking the locale against the site and the slug's form.
    package init(parsing name: String, config: SiteConfig) throws(DiagnosticError) {
        var text = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
        if text.hasPrefix("Content/") { text = String(text.dropFirst("Content/".count)) }
        guard let slash = text.firstIndex(of: "/") else {
            throw Self.nameError(
                "'\(name)' is not a page; name it as LOCALE/SLUG, e.g. '\(config.defaultLocale)/my-guide'")
        }
        locale = String(text[..<slash])
        slug = String(text[text.index(after: slash)...])
        let codes = config.locales.map(\.code)
        guard codes.contains(locale) else {
            throw Self.nameError(
                "'\(locale)' is not one of the site's locales (\(codes.joined(separator: ", ")))"
                    + NearMiss.didYouMean(locale, among: codes))
        }
        let segments = slug.split(separator: "/", omittingEmptySubsequences: false)
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
        guard !slug.isEmpty, segments.allSatisfy({ !$0.isEmpty && $0.allSatisfy(allowed.contains) })
        else {
            throw Self.nameError(
                "'\(slug)' is not a valid slug; use lowercase ASCII letters, digits and hyphens, e.g. 'my-guide'"
            )
        }
    }

    /// The translation named by `name` and its source article.
    package static func resolve(_ name: String, in project: SiteBuilder.Project)
        throws(DiagnosticError) -> (
            translation: SourceArticle, source: SourceArticle
        )
    {
        let config = project.config
        let target = try TranslationTarget(parsing: name, config: config)
        guard target.locale != config.defaultLocale else {
            throw error(
                "'\(target.locale)/\(target.slug)' is in the default locale '\(config.defaultLocale)'; only translations record a source revision"
            )
        }
        let slugs = project.catalog.articles(in: target.locale).map(\.slug)
        guard
            let translation = project.catalog.articles.first(where: {
                $0.locale == target.locale && $0.slug == target.slug
            })
        else {
            throw error(
                "no article '\(target.locale)/\(target.slug)'"
                    + NearMiss.didYouMean(target.slug, among: slugs))
        }
        guard let source = project.catalog.translation(of: translation, in: config.defaultLocale) else {
            throw error(
                "'\(translation.displayPath)' has no '\(config.defaultLocale)' source to record; give it the source's 'translationKey'"
            )
        }
        return (translation, source)
    }

    /// The id of a problem with how a page was named (a usage error), not with the site.
    package static let badNameID = "translation.bad-name"

    static func nameError(_ message: String) -> DiagnosticError {
        DiagnosticError(.error(badNameID, at: nil, message))
    }

    static func error(_ message: String) -> DiagnosticError {
        DiagnosticError(.error("translation.bad-target", at: nil, message))
    }
}
