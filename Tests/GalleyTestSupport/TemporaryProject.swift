import Foundation

/// A project in a fresh temporary folder, declared as files: `["Content/site.yml": "…", …]`.
///
/// Folders are created as needed; `remove()` deletes the whole tree. Tests describe the
/// project they need in one literal instead of building it step by step.
public struct TemporaryProject: Sendable {
    public let root: URL

    public init(_ files: [String: String] = [:], prefix: String = "galley-project") throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { try write(path, text) }
    }

    public func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    public func write(_ path: String, _ text: String) throws {
        let file = url(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    public func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: url(path)), as: UTF8.self)
    }

    /// Copies a file or folder from elsewhere (for example a fixture of this repository) into the project.
    public func copy(_ source: URL, to path: String) throws {
        let target = url(path)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: target)
    }

    public func remove() { try? FileManager.default.removeItem(at: root) }

    /// The repository this test code belongs to (found from this file's own path).
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}
