import Foundation
import Testing

/// Golden files for rendered pages, in `__Snapshots__/<Suite>/<test>.html` beside this file.
///
/// A missing file is recorded (and the test fails once, so a new snapshot is looked at);
/// `GALLEY_RECORD=1` re-records on purpose. Otherwise a mismatch fails with a line diff.
enum ArticlePageSnapshot {
    static func assertMatches(
        _ actual: String, suite: String, test: String, ext: String = "html", filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let file = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/\(suite)/\(test).\(ext)")
        let record = ProcessInfo.processInfo.environment["GALLEY_RECORD"] == "1"
        guard !record, let expected = try? String(contentsOf: file, encoding: .utf8) else {
            do {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: file, atomically: true, encoding: .utf8)
                Issue.record(
                    "recorded snapshot \(suite)/\(test).\(ext); check it and run again",
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record snapshot: \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard expected != actual else { return }
        Issue.record(
            "snapshot \(suite)/\(test).\(ext) differs (GALLEY_RECORD=1 re-records):\n\(lineDiff(expected, actual))",
            sourceLocation: sourceLocation)
    }

    /// `-`/`+` lines with their line numbers, from the standard library's difference.
    static func lineDiff(_ old: String, _ new: String) -> String {
        let before = old.components(separatedBy: "\n")
        let after = new.components(separatedBy: "\n")
        var lines: [(Int, String)] = []
        for change in after.difference(from: before) {
            switch change {
            case .remove(let offset, let line, _): lines.append((offset, "-\(offset + 1): \(line)"))
            case .insert(let offset, let line, _): lines.append((offset, "+\(offset + 1): \(line)"))
            }
        }
        return lines.prefix(40).map(\.1).joined(separator: "\n") + (lines.count > 40 ? "\n…" : "")
    }
}
