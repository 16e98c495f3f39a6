import Foundation
import GalleyCore
import GalleySnippets

/// A package's DocC catalogs as the content of a Galley site, for `galley build` at a package
/// root: `Content/site.yml` (English only, snippets compiled against the package's library
/// products as `galley verify` compiles them) and one article per catalog page.
///
/// A page keeps its Markdown: DocC's directives are taken out (`DocCSource`), its `# Title`
/// becomes the article's title (` ``Module`` ` reads `Module`) and the paragraph under it the
/// summary, and `<doc:Page>` links become links to the page's article. Symbol links stay what
/// CommonMark makes of them, code: Galley has no page per symbol to link them to.
struct PackageSite: Sendable {
    /// One article: its file name under `Content/en/` and its text.
    struct Page: Sendable, Hashable {
        var slug: String
        var text: String
    }

    var config: String
    var pages: [Page]

    /// The site of `docs`'s catalog pages, titled `title`, whose snippets use `settings`.
    init(docs: PackageDocs, title: String, settings: SnippetSettings) {
        let catalogPages = docs.documents.filter { $0.catalog != nil }
        let manyCatalogs = Set(catalogPages.compactMap(\.catalog)).count > 1
        var slugs: [String: String] = [:]
        var titles: [String: String] = [:]
        var sources: [(markdown: String, slug: String)] = []
        for page in catalogPages {
            guard let text = try? String(contentsOf: docs.root.appendingPathComponent(page.path), encoding: .utf8)
            else { continue }
            let name = URL(fileURLWithPath: page.path).deletingPathExtension().lastPathComponent
            let slug = (manyCatalogs ? Self.slug(page.catalog ?? "") + "-" : "") + Self.slug(name)
            let markdown = DocCSource(parsing: text, file: page.path).markdown
            slugs[name.replacingOccurrences(of: " ", with: "-")] = slug
            titles[name.replacingOccurrences(of: " ", with: "-")] =
                Self.title(of: markdown).map(Self.displayTitle) ?? name
            sources.append((markdown, slug))
        }
        var landing: String?
        pages = sources.map { markdown, slug in
            var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var heading = Self.title(of: markdown)
            if let index = Self.titleLine(in: lines) { lines.remove(at: index) }
            let summary = Self.takeAbstract(&lines)
            let symbol = heading.flatMap(Self.symbolTitle)
            // ` ``Module`` ` is a catalog's landing page; ` ``Module/symbol`` ` a symbol's page.
            let isLanding = symbol.map { !$0.contains("/") } ?? false
            heading = heading.map(Self.displayTitle)
            if isLanding, landing == nil { landing = summary }
            let body = Self.resolvingDocumentationLinks(lines.joined(separator: "\n"), slugs: slugs, titles: titles)
            var front = "---\ntitle: \(Self.quoted(heading ?? slug))\n"
            if let summary { front += "summary: \(Self.quoted(summary))\n" }
            front += "order: \(isLanding ? 0 : 1)\n---\n\n"
            return Page(slug: slug, text: front + body)
        }
        var config = """
            # Written by galley build from the package's DocC catalogs; edit the catalogs instead.
            title: \(Self.quoted(title))
            description: \(Self.quoted(landing ?? title))
            baseURL: /
            defaultLocale: en
            locales:
              - code: en
                label: English
            snippets:
              swiftLanguageMode: \(settings.languageMode)
              runtime: \(settings.runtime.rawValue)
              imports: [\(settings.imports.map(Self.quoted).joined(separator: ", "))]

            """
        if let package = settings.package {
            config += """
                  package:
                    path: \(Self.quoted(package.path.path))
                    products: [\(package.products.map(Self.quoted).joined(separator: ", "))]

                """
        }
        self.config = config
    }

    /// Writes the site under `folder` (its `Content/`), replacing what an earlier build wrote.
    func write(to folder: URL) throws(DiagnosticError) {
        let content = folder.appendingPathComponent("Content")
        do {
            try? FileManager.default.removeItem(at: content)
            try FileManager.default.createDirectory(
                at: content.appendingPathComponent("en"), withIntermediateDirectories: true)
            try Data(config.utf8).write(to: content.appendingPathComponent("site.yml"))
            for page in pages {
                try Data(page.text.utf8).write(to: content.appendingPathComponent("en/\(page.slug).md"))
            }
        } catch {
            throw DiagnosticError(
                .error("package-site.write", at: nil, "cannot write the package's site: \(error.localizedDescription)"))
        }
    }

    /// `GettingStarted` → `getting-started`; `Reliably Testing` → `reliably-testing`.
    static func slug(_ name: String) -> String {
        var slug = ""
        var previous: Character?
        for character in name {
            if character == " " || character == "_" || character == "-" {
                if !slug.hasSuffix("-") && !slug.isEmpty { slug.append("-") }
            } else {
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber,
                    !slug.hasSuffix("-")
                {
                    slug.append("-")
                }
                slug += character.lowercased()
            }
            previous = character
        }
        return slug
    }

    /// The text of the first `# ` heading outside code blocks.
    static func title(of markdown: String) -> String? {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return titleLine(in: lines).map { lines[$0].dropFirst(2).trimmingCharacters(in: .whitespaces) }
    }

    /// The index of the first `# ` heading outside code blocks.
    static func titleLine(in lines: [String]) -> Int? {
        var inFence = false
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inFence.toggle()
                continue
            }
            if !inFence, line.hasPrefix("# ") { return index }
        }
        return nil
    }

    /// `Module` for the title ` ``Module`` ` (or ` ``Module/symbol`` `): a page about a symbol.
    static func symbolTitle(_ heading: String) -> String? {
        guard heading.hasPrefix("``"), heading.hasSuffix("``"), heading.count > 4 else { return nil }
        return String(heading.dropFirst(2).dropLast(2))
    }

    /// A heading as a page shows it: a symbol's name without its module and disambiguation.
    static func displayTitle(_ heading: String) -> String {
        guard let symbol = symbolTitle(heading) else { return heading }
        return DocCLinkChecker.components(symbol).last ?? symbol
    }

    /// Takes the first paragraph (DocC's abstract) out of `lines`, which start after the title.
    static func takeAbstract(_ lines: inout [String]) -> String? {
        guard let start = lines.firstIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
            return nil
        }
        let first = lines[start].trimmingCharacters(in: .whitespaces)
        guard !first.hasPrefix("#"), !first.hasPrefix("```"), !first.hasPrefix("-"), !first.hasPrefix("*"),
            !first.hasPrefix(">"), !first.hasPrefix("@")
        else { return nil }
        var end = start
        while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).isEmpty { end += 1 }
        let abstract = lines[start..<end].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        lines.removeSubrange(start..<end)
        return abstract
    }

    /// `<doc:Page>` and `[text](doc:Page)` outside code, as links to the page's article (with its
    /// title as the text of the first form); a link to no page of the catalogs is left as it is.
    static func resolvingDocumentationLinks(
        _ markdown: String, slugs: [String: String], titles: [String: String]
    ) -> String {
        var output: [String] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { inFence.toggle() }
            guard !inFence, line.contains("doc:") else {
                output.append(String(line))
                continue
            }
            var text = String(line)
            for (name, slug) in slugs {
                for written in ["doc:\(name)", "doc:\(name.replacingOccurrences(of: "-", with: " "))"] {
                    text = text.replacingOccurrences(of: "<\(written)>", with: "[\(titles[name] ?? name)](\(slug).md)")
                    text = text.replacingOccurrences(of: "(\(written))", with: "(\(slug).md)")
                }
            }
            output.append(text)
        }
        return output.joined(separator: "\n")
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
