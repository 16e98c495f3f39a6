import Foundation

/// Where a translation stands against its source.
package enum TranslationStatus: Sendable, Equatable {
    /// The translation records the source's current revision.
    case upToDate
    /// The source changed since the recorded revision; the parts that changed are named.
    case stale([SourceRevision.Change])
    /// The translation records no source revision at all.
    case unrecorded
    /// No translation exists.
    case missing
    /// A translation whose source article does not exist.
    case orphaned

    /// Compares a translation's recorded revision with its source's current one.
    package static func of(translation: SourceArticle, source: SourceArticle) -> TranslationStatus {
        guard let recorded = translation.metadata.sourceHash else { return .unrecorded }
        let current = SourceRevision(of: source)
        if recorded == current.hash { return .upToDate }
        let changes = current.changes(since: translation.metadata.sourceParts)
        // The overall hash differs but no part does: the part list itself was reordered.
        return .stale(
            changes.isEmpty
                ? [SourceRevision.Change(kind: .changed, key: "order", label: "order of sections")] : changes)
    }
}
