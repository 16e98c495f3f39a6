import Foundation
import Testing

/// Golden files for every test target: one comparison, one diff, one record switch.
///
/// A golden records what our own code produced when it was last looked at; it proves only that
/// nothing changed since, never that the output is right. So recording is always on purpose:
///
/// - A missing golden is written, and the test **fails** ("recorded; review it and run again").
/// - `GALLEY_RECORD=1` rewrites every golden that differs, and those tests **fail** too, so a
///   recording run can never pass and CI can never go green on a fresh golden. Review the diff
///   with `git diff`, then run again without the switch.
/// - Otherwise a mismatch fails with a line diff: `-` the golden, `+` the actual, in order.
public enum Snapshot {
    /// The switch that re-records differing goldens (and fails their tests).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["GALLEY_RECORD"] == "1" }

    /// `__Snapshots__/<suite>/<name>` beside the test file at `filePath`.
    public static func file(suite: String, name: String, besides filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(suite).appendingPathComponent(name)
    }

    /// Compares `actual` with the golden at `file`, recording as described above.
    public static func expect(_ actual: String, matches file: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        let name = file.deletingLastPathComponent().lastPathComponent + "/" + file.lastPathComponent
        let golden = try? String(contentsOf: file, encoding: .utf8)
        if golden == actual { return }
        if golden == nil || isRecording {
            do {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: file, atomically: true, encoding: .utf8)
                Issue.record(
                    "recorded golden \(name); review it (git diff) and run again without GALLEY_RECORD",
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record golden \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        Issue.record(
            "golden \(name) differs (GALLEY_RECORD=1 re-records it):\n\(lineDiff(golden ?? "", actual))",
            sourceLocation: sourceLocation)
    }

    /// `-`/`+` lines with their line numbers, from the standard library's `difference(from:)`,
    /// removals before insertions at the same place; at most `limit` lines.
    public static func lineDiff(_ expected: String, _ actual: String, limit: Int = 60) -> String {
        let before = expected.components(separatedBy: "\n")
        let after = actual.components(separatedBy: "\n")
        var lines: [(position: Int, order: Int, text: String)] = []
        for change in after.difference(from: before) {
            switch change {
            case .remove(let offset, let line, _): lines.append((offset, 0, "-\(offset + 1): \(line)"))
            case .insert(let offset, let line, _): lines.append((offset, 1, "+\(offset + 1): \(line)"))
            }
        }
        lines.sort { ($0.position, $0.order) < ($1.position, $1.order) }
        return lines.prefix(limit).map(\.text).joined(separator: "\n") + (lines.count > limit ? "\n…" : "")
    }
}
