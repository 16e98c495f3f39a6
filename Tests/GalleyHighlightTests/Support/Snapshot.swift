import Foundation
import Testing

@testable import GalleyHighlight

/// Compares `actual` with the golden file `__Snapshots__/<suite>/<test>.<ext>` beside the test file.
///
/// A missing golden file is written and the test fails once, so new snapshots are looked at
/// before they are trusted; `GALLEY_RECORD=1` rewrites every snapshot and passes. Otherwise a
/// mismatch fails with a line diff (`-` golden, `+` actual).
func expectSnapshot(
    _ actual: String, suite: String, test: String = #function, ext: String = "html",
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let name = test.hasSuffix("()") ? String(test.dropLast(2)) : test
    let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent(suite)
    let file = folder.appendingPathComponent("\(name).\(ext)")
    let recording = ProcessInfo.processInfo.environment["GALLEY_RECORD"] == "1"
    guard !recording, let golden = try? String(contentsOf: file, encoding: .utf8) else {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try (actual + "\n").write(to: file, atomically: true, encoding: .utf8)
        if !recording {
            Issue.record(
                "Recorded new snapshot \(suite)/\(file.lastPathComponent); check it and re-run.",
                sourceLocation: sourceLocation)
        }
        return
    }
    let expected = golden.hasSuffix("\n") ? String(golden.dropLast()) : golden
    guard expected != actual else { return }
    let changes = LineDiff.diff(before: PlainCode.lines(expected), after: PlainCode.lines(actual))
        .filter { $0.kind != .same }
        .map { line -> String in (line.kind == .removed ? "-" : "+") + line.text }
    let message =
        "Snapshot \(suite)/\(file.lastPathComponent) differs:\n" + changes.joined(separator: "\n")
    Issue.record(
        Comment(rawValue: message),
        sourceLocation: sourceLocation)
}
