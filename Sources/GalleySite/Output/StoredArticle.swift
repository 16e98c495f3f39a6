import GalleyCore
import GalleySnippets

/// What the build state keeps of one article, so that a later build (a new `galley build`
/// process, or the first build of `galley serve`) that reads the same text neither parses nor
/// converts it.
///
/// Valid while the article's text (``digest``, its SHA-256), display path and locale are the
/// same: its metadata, the problems its loading reported, and its fenced blocks and tutorial
/// outline as the scan of its Markdown tree found them (``ArticleBlocks`` is rebuilt from these,
/// info strings parsed again). The converted ``body`` is valid only for the state's site key and
/// the proofs it records, like the bodies ``BuildMemo`` keeps in memory.
///
/// With the file's ``stamp``, taken before the text was read and once the file had settled, a
/// later build whose stamp of the file is the same takes the article without reading the file
/// (``FileStamp/vouches(for:)``); its text is read only if something asks for it (``SourceText``).
struct StoredArticle: Sendable, Equatable {
    var digest: String
    var displayPath: String
    var locale: String
    var stamp: FileStamp? = nil
    var metadata: ArticleMetadata
    /// The line where the Markdown body starts, after the front matter.
    var bodyFirstLine: Int
    /// Whether the text mentions `TODO(translate)`'s prefix (``SourceText/mentionsMarker``).
    var mentionsMarker: Bool
    var problems: [Diagnostic]
    var blocks: [FencedBlock]
    var outline: TutorialOutline?
    var body: Body?

    struct Body: Sendable, Equatable {
        var proofs: [String]
        var facts: ConvertedFacts
        /// What checking ``ConvertedFacts/links`` found, against the link targets the state's
        /// `linksKey` describes; `nil` when they were not checked against those.
        var linkProblems: [Diagnostic]? = nil
        /// Where the page's search fragment starts in its locale's `search.json` of the output
        /// the state describes. The state keeps the offset and length, not the bytes (they are
        /// most of a state's size); ``BuildMemo/attachSearch(from:pages:skipping:)`` reads them back from the
        /// output, whose digest the state records.
        var searchOffset = 0
        var searchCount = 0
    }

    /// The article's blocks as loading made them.
    var articleBlocks: ArticleBlocks { ArticleBlocks(file: displayPath, blocks: blocks, outline: outline) }
}
