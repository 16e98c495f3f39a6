import Foundation
import GalleyCore
import GalleyToolchain
import GalleyYAML

extension SiteConfig {
    static let knownKeys = [
        "title", "baseURL", "defaultLocale", "locales", "output", "rawHTML", "translations", "snippets", "strict",
    ]
    static let localeKeys = ["code", "label", "title"]
    static let translationKeys = ["allowStaleDays", "allowMissing", "showUntranslated"]

    /// Reads `site.yml`, reporting every problem it finds; `nil` when the site cannot be built.
    package static func load(from url: URL, displayPath: String, into diagnostics: inout Diagnostics) -> SiteConfig? {
        let start = SourceLocation(file: displayPath, line: 1, column: 1)
        guard let text = TextFile.read(url, displayPath: displayPath, into: &diagnostics) else { return nil }
        let node: YAMLNode?
        do { node = try YAMLParser.parse(text, file: displayPath) } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
        guard let node, node.mapping != nil else {
            diagnostics.append(
                .error("config.not-mapping", at: start, "site configuration must be a mapping of settings"))
            return nil
        }
        var reader = YAMLMappingReader(node, knownKeys: knownKeys, idPrefix: "config")
        let title = reader.requiredString("title")
        var baseURL = reader.string("baseURL") ?? "/"
        while baseURL.hasSuffix("/") { baseURL.removeLast() }
        let output = reader.string("output") ?? "_site"
        let rawHTML = reader.bool("rawHTML") ?? false
        let strict = reader.bool("strict") ?? false
        var locales: [Locale] = []
        if let list = reader.node("locales") {
            if let items = list.sequence {
                for item in items {
                    var localeReader = YAMLMappingReader(item, knownKeys: localeKeys, idPrefix: "config")
                    if let code = localeReader.requiredString("code") {
                        if locales.contains(where: { $0.code == code }) {
                            localeReader.report(
                                .error("config.duplicate-locale", at: item.location, "locale '\(code)' is listed twice")
                            )
                        }
                        locales.append(
                            Locale(
                                code: code, label: localeReader.string("label") ?? code,
                                title: localeReader.string("title")))
                    }
                    diagnostics.append(contentsOf: localeReader.diagnostics)
                }
            } else {
                reader.report(
                    .error("config.type", at: list.location, "'locales' must be a list of {code, label, title}"))
            }
        }
        if locales.isEmpty {
            reader.report(
                .error(
                    "config.no-locales", at: reader.node("locales")?.location ?? start,
                    "the site needs at least one locale under 'locales'"))
        }
        let defaultLocale = reader.string("defaultLocale") ?? locales.first?.code ?? "en"
        if !locales.isEmpty, !locales.contains(where: { $0.code == defaultLocale }) {
            let location = reader.node("defaultLocale")?.location ?? start
            reader.report(
                .error(
                    "config.default-locale", at: location,
                    "defaultLocale '\(defaultLocale)' is not one of the locales\(NearMiss.didYouMean(defaultLocale, among: locales.map(\.code)))"
                ))
        }
        var policy = TranslationPolicy(allowStaleDays: nil, allowMissing: false, showUntranslated: true)
        if let translations = reader.node("translations") {
            var policyReader = YAMLMappingReader(translations, knownKeys: translationKeys, idPrefix: "config")
            policy.allowStaleDays = policyReader.int("allowStaleDays")
            policy.allowMissing = policyReader.bool("allowMissing") ?? false
            policy.showUntranslated = policyReader.bool("showUntranslated") ?? true
            diagnostics.append(contentsOf: policyReader.diagnostics)
        }
        let siteRoot = url.deletingLastPathComponent().deletingLastPathComponent()
        var snippetProblems = Diagnostics()
        let snippets = snippetSettings(&reader, siteRoot: siteRoot, into: &snippetProblems)
        diagnostics.append(contentsOf: snippetProblems.all)
        diagnostics.append(contentsOf: reader.diagnostics)
        guard let title, !reader.diagnostics.contains(where: { $0.severity == .error }),
            !snippetProblems.hasErrors
        else { return nil }
        var config = SiteConfig(
            title: title, baseURL: baseURL, locales: locales, defaultLocale: defaultLocale, output: output,
            allowRawHTML: rawHTML, translations: policy, snippets: snippets, file: displayPath)
        config.strict = strict
        return config
    }
}
