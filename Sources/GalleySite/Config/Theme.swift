import Foundation
import GalleyCore
import GalleyI18n
import GalleyTemplates

/// The site's own `Templates/` and `Public/` laid over the default theme's, file by file.
///
/// A file the site has wins; every file it lacks comes from the theme in Galley's share folder.
/// When the site's folder is the theme's own (the checkout's flagship site), it is read once.
struct Theme: Sendable {
    var siteTemplates: URL
    var sitePublic: URL
    var share: GalleyShare
    var display: @Sendable (URL) -> String

    private static func same(_ a: URL, _ b: URL) -> Bool {
        a.standardizedFileURL.resolvingSymlinksInPath().path
            == b.standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func exists(_ folder: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// The theme's templates, then the site's over them by name. The site's are read first, so
    /// a theme template the site replaces is never read or parsed (every build loads them).
    func templates() throws(DiagnosticError) -> TemplateLibrary {
        func load(_ folder: URL, skipping: Set<String>) -> ([String: Template], [Diagnostic]) {
            guard Self.exists(folder) else { return ([:], []) }
            do {
                return (
                    try TemplateLibrary(directory: folder, displayPath: display(folder), skipping: skipping).templates,
                    []
                )
            } catch {
                return ([:], error.diagnostics)
            }
        }
        let (site, siteProblems) = load(siteTemplates, skipping: [])
        var merged = site
        // The theme's problems first, as when the theme's folder was read first.
        var problems: [Diagnostic] = []
        if !Self.same(siteTemplates, share.templates) {
            let (theme, themeProblems) = load(share.templates, skipping: Set(site.keys))
            merged.merge(theme) { site, _ in site }
            problems = themeProblems
        }
        let diagnostics = Diagnostics(problems + siteProblems)
        if diagnostics.hasErrors { throw DiagnosticError(diagnostics.all) }
        return TemplateLibrary(templates: merged)
    }

    /// Interface strings: the site's `Templates/i18n/<locale>.yml`, else the theme's.
    func strings(locales: [String], defaultLocale: String) throws(DiagnosticError) -> UIStrings {
        let site = siteTemplates.appendingPathComponent("i18n")
        let theme = share.templates.appendingPathComponent("i18n")
        return try UIStrings.load(
            directory: site, locales: locales, defaultLocale: defaultLocale,
            displayPath: display(siteTemplates) + "/i18n",
            fallback: Self.same(site, theme) ? nil : (theme, display(share.templates) + "/i18n"))
    }

    /// One template file (such as `new-article.md`): the site's, else the theme's.
    func templateFile(_ name: String) -> (url: URL, display: String) {
        let own = siteTemplates.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: own.path) { return (own, display(siteTemplates) + "/" + name) }
        return (share.templates.appendingPathComponent(name), display(share.templates) + "/" + name)
    }

    /// The folders whose files are published under the site's root, theme first; a path the
    /// site's `Public/` has is taken from it alone.
    var publicLayers: [URL] {
        Self.same(sitePublic, share.publicAssets) ? [sitePublic] : [share.publicAssets, sitePublic]
    }
}
