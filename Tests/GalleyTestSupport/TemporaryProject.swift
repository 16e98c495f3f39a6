import Foundation

/// A project in a fresh temporary folder, declared as files: `["Content/site.yml": "…", …]`.
///
/// Folders are created as needed; `remove()` deletes the whole tree. Tests describe the
/// project they need in one literal instead of building it step by step:
///
/// ```swift
/// let project = try TemporaryProject(
///     ["Content/site.yml": site, "Content/en/a.md": article],
///     folders: ["Content/hr"], fromRepository: ["Templates", "Public"])
/// ```
///
/// Every fixture of the test targets (bad-input projects, translation fixtures, the reader-site
/// copies, the snippet sites) keeps its files in one of these.
public struct TemporaryProject: Sendable {
    public let root: URL

    /// Writes `files`, creates the empty `folders`, and copies `fromRepository` (paths in this
    /// repository, such as `Templates`) to the same paths in the project. The project lives in a
    /// new folder `<prefix>-<UUID>` of the temporary folder, or at `root` when one is given.
    public init(
        _ files: [String: String] = [:], folders: [String] = [], fromRepository: [String] = [],
        prefix: String = "galley-project", at location: URL? = nil
    ) throws {
        self.root =
            location ?? FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for folder in folders {
            try FileManager.default.createDirectory(at: url(folder), withIntermediateDirectories: true)
        }
        for path in fromRepository { try copy(Self.repository.appendingPathComponent(path), to: path) }
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { try write(path, text) }
    }

    public func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    public func write(_ path: String, _ text: String) throws { try write(path, Data(text.utf8)) }

    public func write(_ path: String, _ data: Data) throws {
        let file = url(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    public func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: url(path)), as: UTF8.self)
    }

    public func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }

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
