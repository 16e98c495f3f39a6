import Foundation
import GalleyCore
import GalleyToolchain
import GalleyYAML

extension SiteConfig {
    static let knownKeys = [
        "title", "description", "params", "baseURL", "defaultLocale", "locales", "output", "rawHTML", "translations",
        "snippets", "strict", "hovers",
    ]
    static let localeKeys = ["code", "label", "title", "description"]
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
        var reader = YAMLMappingReader(node, knownKeys: knownKeys, idPrefix: "config", nearMissIsError: true)
        let title = reader.requiredString("title")
        var baseURL = reader.string("baseURL") ?? "/"
        let baseURLLocation = reader.node("baseURL")?.location
        while baseURL.hasSuffix("/") { baseURL.removeLast() }
        let output = reader.string("output") ?? "_site"
        let rawHTML = reader.bool("rawHTML") ?? false
        let strict = reader.bool("strict") ?? false
        let hovers = reader.bool("hovers") ?? true
        let description = reader.string("description")
        let params = Self.params(reader.node("params"), into: &reader)
        var locales: [Locale] = []
        if let list = reader.node("locales") {
            if let items = list.sequence {
                for item in items {
                    var localeReader = YAMLMappingReader(
                        item, knownKeys: localeKeys, idPrefix: "config", nearMissIsError: true)
                    if let code = localeReader.requiredString("code") {
                        if locales.contains(where: { $0.code == code }) {
                            localeReader.report(
                                .error("config.duplicate-locale", at: item.location, "locale '\(code)' is listed twice")
                            )
                        }
                        locales.append(
                            Locale(
                                code: code, label: localeReader.string("label") ?? code,
                                title: localeReader.string("title"), description: localeReader.string("description")))
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
            var policyReader = YAMLMappingReader(
                translations, knownKeys: translationKeys, idPrefix: "config", nearMissIsError: true)
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
        config.hovers = hovers
        config.description = description
        config.params = params
        config.baseURLLocation = baseURLLocation ?? start
        return config
    }

    /// `params:`, a mapping of names to text that templates read as `{{params.name}}`.
    private static func params(_ node: YAMLNode?, into reader: inout YAMLMappingReader) -> [String: String] {
        guard let node else { return [:] }
        guard let mapping = node.mapping else {
            reader.report(
                .error(
                    "config.type", at: node.location,
                    "'params' must be a mapping of names to text, e.g. 'repo: https://...'"))
            return [:]
        }
        var params: [String: String] = [:]
        for entry in mapping.entries {
            guard let value = entry.value.scalar?.value else {
                reader.report(
                    .error(
                        "config.type", at: entry.value.location,
                        "'params.\(entry.key)' must be text, not \(entry.value.kindDescription)"))
                continue
            }
            params[entry.key] = value
        }
        return params
    }
}
