import Foundation
import GalleyTestSupport
import Testing

/// Golden files for rendered pages, in `__Snapshots__/<Suite>/<test>.html` beside this file,
/// compared and recorded by `GalleyTestSupport.Snapshot` (its documentation says how).
enum ArticlePageSnapshot {
    static func assertMatches(
        _ actual: String, suite: String, test: String, ext: String = "html", filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        Snapshot.expect(
            actual, matches: Snapshot.file(suite: suite, name: "\(test).\(ext)", besides: filePath),
            sourceLocation: sourceLocation)
    }
}
