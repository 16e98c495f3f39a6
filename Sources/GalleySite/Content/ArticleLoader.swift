import Foundation
import GalleyCore
import GalleyMarkdown
import GalleySnippets
import GalleyYAML

/// Reads one article: text, front matter, metadata and Markdown tree, reporting every problem.
package enum ArticleLoader {
    static func load(
        _ url: URL, contentPath: String, displayPath: String, locale: String, into diagnostics: inout Diagnostics
    ) -> SourceArticle? {
        guard let source = TextFile.read(url, displayPath: displayPath, into: &diagnostics) else { return nil }
        return parse(source, contentPath: contentPath, displayPath: displayPath, locale: locale, into: &diagnostics)
    }

    /// Reads one article, parsing it only when `memo` does not hold this very text already; the
    /// file is not even read when `memo` loaded it and its stamp (``FileStamp``) is unchanged.
    ///
    /// `path` is the file's path on disk: a string, since `URL`'s path operations were a
    /// noticeable share of an incremental build, which reads none of the unchanged files.
    static func load(
        path: String, contentPath: String, displayPath: String, locale: String, memo: BuildMemo?
    ) -> (SourceArticle?, [Diagnostic]) {
        // The stamp is taken before the text is read, so an edit made in between is seen by the
        // next build's stamp.
        let stamp = memo == nil ? nil : FileStamp(path: path)
        if let memo, let stamp,
            let reused = memo.reuse(
                contentPath: contentPath, path: path, displayPath: displayPath, locale: locale, stamp: stamp)
        {
            return reused
        }
        var problems = Diagnostics()
        let url = URL(fileURLWithPath: path, isDirectory: false)
        guard let source = TextFile.read(url, displayPath: displayPath, into: &problems) else {
            return (nil, problems.all)
        }
        func parse(digest: String?) -> (SourceArticle?, [Diagnostic]) {
            var problems = Diagnostics()
            let article = Self.parse(
                source, contentPath: contentPath, displayPath: displayPath, locale: locale, digest: digest,
                into: &problems)
            return (article, problems.all)
        }
        guard let memo else { return parse(digest: nil) }
        return memo.load(
            contentPath: contentPath, displayPath: displayPath, locale: locale, source: source, stamp: stamp,
            parse: { parse(digest: $0) })
    }

    /// Parses an article's text (read from disk, or an earlier version from history); `digest`
    /// is the text's ``Fingerprint`` when the caller has it already.
    package static func parse(
        _ source: String, contentPath: String, displayPath: String, locale: String, digest: String? = nil,
        into diagnostics: inout Diagnostics
    ) -> SourceArticle? {
        let frontMatter: FrontMatter
        do { frontMatter = try FrontMatter.split(source, file: displayPath) } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
        guard let metadata = decodeMetadata(frontMatter, displayPath: displayPath, into: &diagnostics) else {
            return nil
        }
        let slug = String(contentPath.dropFirst(locale.count + 1).dropLast(3))
        let document = MarkdownDocument(
            parsing: frontMatter.body, file: displayPath, lineOffset: frontMatter.bodyFirstLine - 1)
        let (blocks, warnings) = ArticleBlocks.scan(
            document, source: source, file: displayPath, isTutorial: metadata.isTutorial)
        diagnostics.append(contentsOf: warnings)
        let text = SourceText(source, frontMatter: frontMatter)
        return SourceArticle(
            locale: locale, contentPath: contentPath, displayPath: displayPath, slug: slug, metadata: metadata,
            tree: LazyDocument(text: text, file: displayPath, parsed: document), text: text,
            sourceDigest: digest ?? Fingerprint.hex(source), blocks: blocks)
    }

    /// The article that `parse` made from this very text, from what the build state kept of it:
    /// the metadata and blocks come from the state, and the Markdown tree is parsed only if
    /// something asks for it. `nil` when the text no longer splits as it did, which the caller
    /// treats as a changed article.
    static func restore(
        _ source: String, digest: String, contentPath: String, stored: StoredArticle
    ) -> SourceArticle? {
        guard let frontMatter = try? FrontMatter.split(source, file: stored.displayPath),
            frontMatter.bodyFirstLine == stored.bodyFirstLine
        else { return nil }
        return restore(SourceText(source, frontMatter: frontMatter), contentPath: contentPath, stored: stored)
    }

    /// The article the build state kept, its text left in the file at `path` until something
    /// asks for it (``SourceText``): for a file whose stamp vouches that it was not changed.
    static func restore(unread path: String, contentPath: String, stored: StoredArticle) -> SourceArticle {
        let text = SourceText(
            path: path, digest: stored.digest, displayPath: stored.displayPath, bodyFirstLine: stored.bodyFirstLine,
            mentionsMarker: stored.mentionsMarker)
        return restore(text, contentPath: contentPath, stored: stored)
    }

    private static func restore(_ text: SourceText, contentPath: String, stored: StoredArticle) -> SourceArticle {
        let locale = stored.locale
        return SourceArticle(
            locale: locale, contentPath: contentPath, displayPath: stored.displayPath,
            slug: String(contentPath.dropFirst(locale.count + 1).dropLast(3)), metadata: stored.metadata,
            tree: LazyDocument(text: text, file: stored.displayPath), text: text, sourceDigest: stored.digest,
            blocks: stored.articleBlocks)
    }

    package static func decodeMetadata(
        _ frontMatter: FrontMatter, displayPath: String, into diagnostics: inout Diagnostics
    )
        -> ArticleMetadata?
    {
        let start = SourceLocation(file: displayPath, line: 1, column: 1)
        guard let yaml = frontMatter.yaml else {
            diagnostics.append(
                .error(
                    "front-matter.missing", at: start,
                    "article has no front matter; start it with '---', a 'title:' line and '---'"))
            return nil
        }
        let node: YAMLNode?
        do { node = try YAMLParser.parse(yaml, file: displayPath, lineOffset: frontMatter.yamlFirstLine - 1) } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
        guard let node, node.mapping != nil else {
            diagnostics.append(
                .error("front-matter.not-mapping", at: start, "front matter must be a mapping of keys to values"))
            return nil
        }
        var reader = YAMLMappingReader(node, knownKeys: ArticleMetadata.knownKeys, idPrefix: "front-matter")
        let title = reader.requiredString("title")
        var metadata = ArticleMetadata(
            title: title ?? "", summary: reader.string("summary"), date: reader.date("date"),
            updated: reader.date("updated"), order: reader.int("order"),
            tags: reader.stringArray("tags") ?? [], draft: reader.bool("draft") ?? false,
            translationKey: reader.string("translationKey"), sourceHash: nil, sourceParts: [:])
        if let layout = reader.string("layout") {
            if ["article", "tutorial"].contains(layout) {
                metadata.layout = layout
            } else {
                diagnostics.append(
                    .error(
                        "front-matter.invalid-layout", at: reader.node("layout")?.location ?? start,
                        "layout must be 'article' or 'tutorial', not '\(layout)'"))
            }
        }
        if let translated = reader.node("translatedFrom") {
            var inner = YAMLMappingReader(translated, knownKeys: ["revision", "parts"], idPrefix: "front-matter")
            metadata.sourceHash = inner.requiredString("revision")
            if let parts = inner.node("parts")?.mapping {
                for entry in parts.entries {
                    if let hash = entry.value.string { metadata.sourceParts[entry.key] = hash }
                }
            }
            diagnostics.append(contentsOf: inner.diagnostics)
        }
        diagnostics.append(contentsOf: reader.diagnostics)
        guard title != nil, !reader.diagnostics.contains(where: { $0.severity == .error }),
            metadata.layout != nil || reader.node("layout") == nil
        else { return nil }
        return metadata
    }
}
