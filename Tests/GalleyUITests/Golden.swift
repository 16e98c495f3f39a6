import Foundation
import GalleyTestSupport
import Testing

/// Compares `text` with the golden file `__Snapshots__/<suite>/<name>.<ext>` beside this test
/// target, through `GalleyTestSupport.Snapshot` (one diff, one documented record switch).
func assertGolden(
    _ text: String, suite: String, name: String, ext: String = "txt", filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    Snapshot.expect(
        text, matches: Snapshot.file(suite: suite, name: "\(name).\(ext)", besides: filePath),
        sourceLocation: sourceLocation)
}
