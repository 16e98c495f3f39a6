import Foundation
import GalleyTestSupport
import Testing

/// Compares `actual` with the golden file `__Snapshots__/<suite>/<test>.<ext>` beside the test
/// file, through `GalleyTestSupport.Snapshot` (which documents recording). Goldens end with a
/// newline.
func expectSnapshot(
    _ actual: String, suite: String, test: String = #function, ext: String = "html",
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let name = test.hasSuffix("()") ? String(test.dropLast(2)) : test
    Snapshot.expect(
        actual + "\n", matches: Snapshot.file(suite: suite, name: "\(name).\(ext)", besides: filePath),
        sourceLocation: sourceLocation)
}
