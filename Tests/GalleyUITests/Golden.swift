import Foundation
import Testing

/// Compares `text` with the golden file `__Snapshots__/<suite>/<name>.<ext>` next to this
/// test target. A missing file, or `GALLEY_RECORD=1` in the environment, records `text`
/// instead (and the test fails when it recorded, so a CI run never passes on a fresh golden).
func assertGolden(
    _ text: String, suite: String, name: String, ext: String = "txt", filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent(suite)
    let file = directory.appendingPathComponent("\(name).\(ext)")
    let recording = ProcessInfo.processInfo.environment["GALLEY_RECORD"] == "1"
    guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? text.write(to: file, atomically: true, encoding: .utf8)
        Issue.record(
            "recorded golden \(suite)/\(name).\(ext); run again to compare",
            sourceLocation: sourceLocation)
        return
    }
    guard expected != text else { return }
    let diff = lineDiff(expected, text)
    Issue.record("golden \(suite)/\(name).\(ext) differs:\n\(diff)", sourceLocation: sourceLocation)
}

/// A minimal line diff: `-` lines only in `expected`, `+` lines only in `actual`, aligned by
/// their longest common subsequence.
func lineDiff(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
            table[i][j] =
                old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
    }
    var (i, j, lines) = (0, 0, [String]())
    while i < old.count || j < new.count {
        if i < old.count, j < new.count, old[i] == new[j] {
            lines.append("  " + String(old[i]))
            i += 1
            j += 1
        } else if j < new.count, i == old.count || table[i][j + 1] >= table[i + 1][j] {
            lines.append("+ " + String(new[j]))
            j += 1
        } else {
            lines.append("- " + String(old[i]))
            i += 1
        }
    }
    return lines.joined(separator: "\n")
}
