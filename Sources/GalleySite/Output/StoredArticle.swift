import GalleyCore
import GalleySnippets

/// What the build state keeps of one article, so that a later build (a new `galley build`
/// process, or the first build of `galley serve`) that reads the same text neither parses nor
/// converts it.
///
/// Valid while the article's text (``digest``, its ``Fingerprint``), display path and locale are the
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
    /// The bytes the state this article was read from encoded it in, while they still do.
    var record = StateRecord()

    struct Body: Sendable, Equatable {
        var proofs: [String]
        var facts: ConvertedFacts
        /// What checking ``ConvertedFacts/links`` found, against the link targets the state's
        /// `linksKey` describes; `nil` when they were not checked against those.
        var linkProblems: [Diagnostic]? = nil
        /// Where the page's search fragment starts in its locale's `search.json` of the output
        /// the state describes (kept beside the article's record, as it moves whenever an
        /// earlier article of the locale changes). The state keeps the offset and length, not
        /// the bytes (they are most of a state's size);
        /// ``BuildMemo/attachSearch(from:pages:skipping:)`` reads them back from the output,
        /// whose digest the state records.
        var searchOffset = 0
        var searchCount = 0
    }

    /// Whether `other`'s record encodes this article too: every field is the same, but where
    /// the search fragment starts, which the state keeps beside the record.
    func hasSameRecord(as other: StoredArticle) -> Bool {
        var mine = self
        var theirs = other
        mine.body?.searchOffset = 0
        theirs.body?.searchOffset = 0
        return mine == theirs
    }

    /// The article's blocks as loading made them.
    var articleBlocks: ArticleBlocks { ArticleBlocks(file: displayPath, blocks: blocks, outline: outline) }
}

/// One article's record as a state file holds it (``StateWriter/articleRecord(_:)``), kept from
/// the state it was read from and written again as it is while the article is unchanged.
///
/// Encoding the 400 articles of a large site anew was most of a state's save (about 6 ms of a
/// one-article build), though a one-article edit changes few of them. Not part of the article's
/// value: two articles with the same fields are equal whichever bytes they were read from.
struct StateRecord: Sendable, Equatable {
    var bytes: ArraySlice<UInt8>?

    static func == (_: StateRecord, _: StateRecord) -> Bool { true }
}
