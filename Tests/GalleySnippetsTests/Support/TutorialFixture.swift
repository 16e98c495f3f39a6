import Foundation

/// `Tests/Fixtures/Tutorial/tally-counter.md`: three sections, nine steps, two files, five runs.
enum TutorialFixture {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Tutorial/tally-counter.md")
    static let path = "Content/en/tally-counter.md"
    static var text: String { String(decoding: try! Data(contentsOf: url), as: UTF8.self) }

    /// The 1-based line of the first line equal to `line` after the first line equal to `after`.
    static func line(of line: String, after: String? = nil, in text: String = text) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = after.flatMap { marker in lines.firstIndex { $0 == marker } } ?? 0
        return lines[start...].firstIndex { $0 == line }! + 1
    }
}
