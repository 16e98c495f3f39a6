import Foundation
import GalleyCore

/// Every article of the site, found under `Content/<locale>/`, with translations paired.
package struct ContentCatalog: Sendable {
    package var articles: [SourceArticle]
    /// Translations grouped by pairing key; each group maps a locale code to an index in `articles`.
    package var translations: [String: [String: Int]]
    /// Articles that were read but are not published: drafts, translations of drafts, and pages
    /// that still have `TODO(translate)` placeholders. `galley translations` reports on them.
    package var withheld: [WithheldArticle] = []
    /// Every article read, published or not, paired like ``translations``.
    package var everything: [SourceArticle] = []
    var everythingPaired: [String: [String: Int]] = [:]
    /// Each locale's `_section.yml` files, by locale code, then by folder (``SectionFile``).
    package var sections: [String: [String: SectionFile]] = [:]

    package init(articles: [SourceArticle], translations: [String: [String: Int]]) {
        self.articles = articles
        self.translations = translations
        everything = articles
        everythingPaired = translations
    }

    /// The catalog of every article read, withheld ones included, for reports about translations.
    package var complete: ContentCatalog {
        var catalog = ContentCatalog(articles: everything, translations: everythingPaired)
        catalog.withheld = withheld
        return catalog
    }

    /// Why `article` is not published, or `nil` when it is.
    package func withholding(_ article: SourceArticle) -> WithheldArticle.Reason? {
        withheld.first { $0.article.contentPath == article.contentPath }?.reason
    }

    /// Articles of one locale, in index order: `order`, then title.
    package func articles(in locale: String) -> [SourceArticle] {
        articles.filter { $0.locale == locale }.sorted {
            ($0.metadata.order ?? Int.max, $0.metadata.title) < ($1.metadata.order ?? Int.max, $1.metadata.title)
        }
    }

    /// Whether a page is written from `article`'s Markdown tree after its body is converted:
    /// the translation notice compares a translation that records its source's revision with
    /// that source, part by part (``TranslationStatus``, ``TranslationNotice``), so every
    /// article paired with such a translation keeps its tree. Any other article's tree can go
    /// once its body is converted; should something ask for it later, it is parsed again.
    package func treeIsReadAfterConversion(_ article: SourceArticle) -> Bool {
        guard let group = translations[article.pairingKey], group.count > 1 else { return false }
        return group.values.contains { articles[$0].metadata.sourceHash != nil }
    }

    /// The translation of `article` into `locale`, if one exists.
    package func translation(of article: SourceArticle, in locale: String) -> SourceArticle? {
        translations[article.pairingKey]?[locale].map { articles[$0] }
    }

    /// Discovers and reads every article; problems are reported, never thrown.
    package static func load(
        content: URL, contentDisplay: String, config: SiteConfig, includeDrafts: Bool,
        memo: BuildMemo? = nil, into diagnostics: inout Diagnostics
    ) -> ContentCatalog {
        var loadedArticles: [SourceArticle] = []
        var sections: [String: [String: SectionFile]] = [:]
        let manager = FileManager.default
        for locale in config.locales {
            let folder = content.appendingPathComponent(locale.code, isDirectory: true)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                diagnostics.append(
                    .error(
                        "content.missing-locale", at: SourceLocation(file: config.file, line: 1, column: 1),
                        "locale '\(locale.code)' has no folder '\(contentDisplay)/\(locale.code)/'; create it or remove the locale"
                    ))
                continue
            }
            // Files are read and parsed on every core; results keep the sorted file order.
            let folderPath = folder.path
            let (files, sectionFiles) = contentFiles(in: folder)
            sections[locale.code] = loadSections(
                sectionFiles, folder: folderPath, display: "\(contentDisplay)/\(locale.code)", into: &diagnostics)
            memo?.expect(articles: files.count)
            let loaded = Parallel.map(files) { relative in
                let contentPath = "\(locale.code)/\(relative)"
                return ArticleLoader.load(
                    path: folderPath + "/" + relative, contentPath: contentPath,
                    displayPath: "\(contentDisplay)/\(contentPath)", locale: locale.code, memo: memo)
            }
            for (article, problems) in loaded {
                diagnostics.append(contentsOf: problems)
                if let article { loadedArticles.append(article) }
            }
        }
        let everythingPaired = pair(loadedArticles, into: &diagnostics)
        let withheld = withheldArticles(
            loadedArticles, paired: everythingPaired, defaultLocale: config.defaultLocale, includeDrafts: includeDrafts,
            into: &diagnostics)
        let withheldPaths = Set(withheld.map(\.article.contentPath))
        let articles = loadedArticles.filter { !withheldPaths.contains($0.contentPath) }
        checkURLs(articles, into: &diagnostics)
        var ignored = Diagnostics()
        var catalog = ContentCatalog(articles: articles, translations: pair(articles, into: &ignored))
        catalog.withheld = withheld
        catalog.everything = loadedArticles
        catalog.everythingPaired = everythingPaired
        catalog.sections = sections
        catalog.checkTags(into: &diagnostics)
        return catalog
    }

    /// Markdown files under `folder`, as sorted relative paths; symlinks leading outside are skipped.
    ///
    /// The walk reads each folder with `readdir` (``FileWalk``), whose entry types spare a
    /// `stat` per file (FileManager's enumerator and an `lstat` of each path were a thirtieth of
    /// an incremental build). As that enumerator did, it lists a symlink without following it
    /// into a folder, and skips hidden files and folders; only a symlink can lead outside, so
    /// only symlinks are resolved.
    static func markdownFiles(in folder: URL) -> [String] { contentFiles(in: folder).markdown }

    /// ``markdownFiles(in:)`` and the folders' `_section.yml` files (``SectionFile``), from one
    /// walk of `folder`.
    static func contentFiles(in folder: URL) -> (markdown: [String], sections: [String]) {
        let root = folder.resolvingSymlinksInPath().path
        var markdown: [String] = []
        var sections: [String] = []
        for entry in FileWalk.entries(in: folder.path, skippingHidden: true) {
            let isSection = entry.path == SectionFile.name || entry.path.hasSuffix("/" + SectionFile.name)
            guard entry.path.hasSuffix(".md") || isSection else { continue }
            guard
                entry.kind != .symbolicLink
                    || folder.appendingPathComponent(entry.path).resolvingSymlinksInPath().path.hasPrefix(root + "/")
            else { continue }
            if isSection { sections.append(entry.path) } else { markdown.append(entry.path) }
        }
        return (markdown, sections)
    }

    static func checkURLs(_ articles: [SourceArticle], into diagnostics: inout Diagnostics) {
        var seen: [String: Int] = [:]
        seen.reserveCapacity(articles.count)
        for (index, article) in articles.enumerated() {
            let key = article.url.lowercased()
            if let firstIndex = seen[key] {
                let first = articles[firstIndex]
                diagnostics.append(
                    .error(
                        "content.duplicate-url", at: article.location,
                        "'\(article.displayPath)' and '\(first.displayPath)' both publish \(article.url)",
                        notes: [.init(location: first.location, message: "first published here")]))
            } else {
                seen[key] = index
            }
        }
    }

    static func pair(_ articles: [SourceArticle], into diagnostics: inout Diagnostics) -> [String: [String: Int]] {
        var groups: [String: [String: Int]] = [:]
        for (index, article) in articles.enumerated() {
            if let existing = groups[article.pairingKey]?[article.locale] {
                let other = articles[existing]
                diagnostics.append(
                    .error(
                        "translation.conflict", at: article.location,
                        "'\(article.displayPath)' and '\(other.displayPath)' both claim translation key '\(article.pairingKey)' in locale '\(article.locale)'",
                        notes: [.init(location: other.location, message: "also claimed here")]))
                continue
            }
            groups[article.pairingKey, default: [:]][article.locale] = index
        }
        return groups
    }
}
