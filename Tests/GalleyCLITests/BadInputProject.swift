import Foundation
import GalleyCLI
import GalleyCore
import GalleyTestSupport
import Synchronization

/// A minimal, real Galley project in a temporary folder: the repository's `Templates/` and
/// `Public/`, a two-locale `site.yml` and three small articles.
///
/// Tests build it with `galley build` through `GalleyCommand.main`, break one thing, build
/// again and compare the output with a snapshot taken after the good build.
final class BadInputProject: Sendable {
    /// The project's files, in a temporary folder.
    let project: TemporaryProject
    /// The project root; `Content/`, `Templates/`, `Public/` and `_site/` live here.
    var root: URL { project.root }

    /// A verification cache that tests share, so the snippet runtime is compiled once per run, not
    /// once per project (entries are keyed by content, so sharing cannot mix results up).
    static let sharedCache = FileManager.default.temporaryDirectory
        .appendingPathComponent("galley-cli-tests-cache").path

    /// The package's own folder, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let siteConfig = """
        title: Test Site
        baseURL: https://example.org/docs
        defaultLocale: en
        locales:
          - code: en
            label: English
          - code: hr
            label: Hrvatski
        """

    static let articles = [
        "en/alpha.md": """
        ---
        title: Alpha
        summary: The first page.
        translationKey: alpha
        ---

        # Alpha

        Read [Beta](beta.md#details) next.

        ## Details
        """,
        "en/beta.md": """
        ---
        title: Beta
        summary: The second page.
        ---

        # Beta

        ## Details

        Back to [Alpha](alpha.md).
        """,
        "hr/alfa.md": """
        ---
        title: Alfa
        summary: Prva stranica.
        translationKey: alpha
        ---

        # Alfa
        """,
    ]

    init() throws {
        var files = ["Content/site.yml": Self.siteConfig + "\n"]
        for (path, text) in Self.articles { files["Content/" + path] = text + "\n" }
        project = try TemporaryProject(files, fromRepository: ["Templates", "Public"], prefix: "galley-test")
    }

    deinit { project.remove() }

    var output: URL { root.appendingPathComponent("_site") }

    func url(_ path: String) -> URL { project.url(path) }

    // MARK: - Editing

    func write(_ path: String, _ text: String) throws { try project.write(path, text) }

    func write(_ path: String, _ data: Data) throws { try project.write(path, data) }

    func read(_ path: String) throws -> String { try project.read(path) }

    /// Replaces the first occurrence of `old` in a file; fails when it is not there.
    func replace(_ old: String, with new: String, in path: String) throws {
        let text = try read(path)
        guard let range = text.range(of: old) else {
            throw DiagnosticError(.error("test.setup", at: nil, "'\(old)' is not in \(path)"))
        }
        try write(path, text.replacingCharacters(in: range, with: new))
    }

    func remove(_ path: String) throws { try FileManager.default.removeItem(at: url(path)) }

    // MARK: - Building

    /// What one run of `galley` printed and returned.
    struct Run: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `galley <command> --content … --output … <extra>` in-process.
    /// With `githubActions`, the console annotates as it does under `GITHUB_ACTIONS=true`.
    func galley(_ command: String = "build", _ extra: [String] = ["--no-verify"], githubActions: Bool = false)
        async -> Run
    {
        let out = Mutex("")
        let err = Mutex("")
        let console = Console(
            writeOut: { text in out.withLock { $0 += text } },
            writeError: { text in err.withLock { $0 += text } },
            isInteractive: false, annotatesForGitHub: githubActions)
        let arguments =
            [command, "--content", url("Content").path]
            + (command == "build" ? ["--output", output.path] : []) + extra
        let status = await GalleyCommand.main(arguments, console: console)
        return Run(status: status, stdout: out.withLock { $0 }, stderr: err.withLock { $0 })
    }

    /// Every file under `folder` (hidden ones too) with the SHA-256 of its bytes.
    static func snapshot(of folder: URL) -> [String: String] {
        var files: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return files }
        while let path = enumerator.nextObject() as? String {
            let url = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                continue
            }
            if isDirectory.boolValue {
                files[path + "/"] = "directory"
            } else if let data = try? Data(contentsOf: url) {
                files[path] = SHA256.hex(bytes: data)
            }
        }
        return files
    }

    var outputSnapshot: [String: String] { Self.snapshot(of: output) }
}

/// Runs `body` and returns its value, or `nil` when it has not finished after `seconds`.
///
/// A guard against hangs, not a benchmark: the limit is far above any expected time. A body
/// that hangs keeps running in the background; the test has failed by then anyway.
func withDeadline<T: Sendable>(seconds: Double, _ body: @escaping @Sendable () async -> T) async
    -> T?
{
    let race = Race<T?>()
    return await withCheckedContinuation { continuation in
        race.start(continuation)
        Task.detached { race.finish(await body()) }
        Task.detached {
            try? await Task.sleep(for: .seconds(seconds))
            race.finish(nil)
        }
    }
}

/// Resumes a continuation once, with whichever value arrives first.
private final class Race<T: Sendable>: Sendable {
    private let continuation = Mutex<CheckedContinuation<T, Never>?>(nil)

    func start(_ continuation: CheckedContinuation<T, Never>) {
        self.continuation.withLock { $0 = continuation }
    }

    func finish(_ value: T) {
        let waiting = continuation.withLock { stored in
            defer { stored = nil }
            return stored
        }
        waiting?.resume(returning: value)
    }
}
