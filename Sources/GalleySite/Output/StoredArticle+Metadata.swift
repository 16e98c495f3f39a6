import GalleyYAML

/// How an article's file stamp and metadata are written into and read back from the build
/// state (``StoredArticle/stamp``, ``StoredArticle/metadata``); every read fails with `nil` on a
/// short or malformed record.
extension StateWriter {
    /// A stamp the state keeps, which was taken of a settled file (``FileStamp/isSettled``).
    mutating func fileStamp(_ stamp: FileStamp) {
        int(Int(stamp.size))
        int(Int(Int64(bitPattern: stamp.inode)))
        int(Int(stamp.modified))
        int(Int(stamp.modifiedNanoseconds))
        int(Int(stamp.changed))
        int(Int(stamp.changedNanoseconds))
    }

    mutating func metadata(_ metadata: ArticleMetadata) {
        string(metadata.title)
        optional(metadata.summary)
        date(metadata.date)
        date(metadata.updated)
        bool(metadata.order != nil)
        int(metadata.order ?? 0)
        int(metadata.tags.count)
        for tag in metadata.tags { string(tag) }
        bool(metadata.draft)
        optional(metadata.translationKey)
        optional(metadata.sourceHash)
        int(metadata.sourceParts.count)
        for (key, hash) in metadata.sourceParts.sorted(by: { $0.key < $1.key }) {
            string(key)
            string(hash)
        }
        optional(metadata.layout)
    }

    private mutating func date(_ date: YAMLDate?) {
        bool(date != nil)
        if let date {
            int(date.year)
            int(date.month)
            int(date.day)
        }
    }
}

extension StateReader {
    mutating func fileStamp() -> FileStamp? {
        guard let size = int(), let inode = int(), let modified = int(), let modifiedNanoseconds = int(),
            let changed = int(), let changedNanoseconds = int()
        else { return nil }
        return FileStamp(
            size: Int64(size), inode: UInt64(bitPattern: Int64(inode)), modified: Int64(modified),
            modifiedNanoseconds: Int64(modifiedNanoseconds), changed: Int64(changed),
            changedNanoseconds: Int64(changedNanoseconds), isSettled: true, isContentSettled: true)
    }

    mutating func metadata() -> ArticleMetadata? {
        guard let title = string(), let summary = optional(), let date = yamlDate(), let updated = yamlDate(),
            let hasOrder = bool(), let order = int(), let tags = list({ $0.string() }), let draft = bool(),
            let translationKey = optional(), let sourceHash = optional(),
            let parts = list({ reader -> (String, String)? in
                guard let key = reader.string(), let hash = reader.string() else { return nil }
                return (key, hash)
            }),
            let layout = optional()
        else { return nil }
        return ArticleMetadata(
            title: title, summary: summary, date: date, updated: updated, order: hasOrder ? order : nil, tags: tags,
            draft: draft, translationKey: translationKey, sourceHash: sourceHash,
            sourceParts: Dictionary(parts, uniquingKeysWith: { first, _ in first }), layout: layout)
    }

    /// A date, `.some(nil)` when none was written, `nil` when the record is malformed.
    private mutating func yamlDate() -> YAMLDate?? {
        guard let present = bool() else { return nil }
        guard present else { return .some(nil) }
        guard let year = int(), let month = int(), let day = int(),
            let date = YAMLDate(year: year, month: month, day: day)
        else { return nil }
        return .some(date)
    }
}
