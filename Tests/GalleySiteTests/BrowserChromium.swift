import Foundation
import Testing

/// Headless Chromium, driven through its command line (`--dump-dom`, `--screenshot`).
struct BrowserChromium {
    /// The first Chromium on `PATH`, if any.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    var width: Int
    var dark = false

    /// The DOM after `load` and a few seconds of virtual time, and Chromium's log; with
    /// `screenshot`, the same run also saves what the window shows as a PNG in
    /// `.build/screenshots/` under that name (one launch of the browser for both).
    func dumpDOM(_ url: String, screenshot: String? = nil) async throws -> (dom: String, log: String) {
        let file = screenshot.map(Self.screenshotFile)
        if let file { try? FileManager.default.removeItem(at: file) }
        let result = try await onThread(
            ["--dump-dom", "--enable-logging=stderr", "--v=0"] + (file.map { ["--screenshot=\($0.path)"] } ?? []) + [
                url
            ])
        if let file {
            #expect(FileManager.default.fileExists(atPath: file.path), "no screenshot \(file.lastPathComponent)")
        }
        return result
    }

    /// Where the screenshot `name` goes: `.build/screenshots/`, for a reader of the pages to look at.
    static func screenshotFile(_ name: String) -> URL {
        let folder = PreviewFixture.repository.appendingPathComponent(".build/screenshots")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name)
    }

    /// Runs Chromium from a thread of its own, so waiting for it never blocks the cooperative
    /// threads that the server under test (and other tests) need.
    private func onThread(_ arguments: [String]) async throws -> (dom: String, log: String) {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try self.run(arguments) }) }
        }
    }

    /// How long one Chromium may take: a page needs a few seconds, but headless Chromium now and
    /// then never exits (seen under a loaded suite, on a page that had finished loading), and a
    /// test must not wait for it forever.
    static let deadline: TimeInterval = 120

    struct Hung: Error, CustomStringConvertible {
        var arguments: [String]
        var description: String {
            "headless Chromium did not exit within \(Int(BrowserChromium.deadline)) s, twice: \(arguments.joined(separator: " "))"
        }
    }

    /// One run, and a second when the first hangs.
    private func run(_ arguments: [String]) throws -> (dom: String, log: String) {
        if let finished = try runOnce(arguments) { return finished }
        if let finished = try runOnce(arguments) { return finished }
        throw Hung(arguments: arguments)
    }

    /// The DOM and log of one run, or nil when Chromium had to be killed at the deadline.
    private func runOnce(_ arguments: [String]) throws -> (dom: String, log: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable!)
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-chromium-\(UUID())")
        defer { try? FileManager.default.removeItem(at: profile) }
        process.arguments =
            [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--user-data-dir=\(profile.path)", "--window-size=\(width),900",
                "--virtual-time-budget=6000",
            ] + (dark ? ["--force-dark-mode"] : []) + arguments
        let output = Pipe()
        let log = Pipe()
        process.standardOutput = output
        process.standardError = log
        try process.run()
        let killed = KilledFlag()
        let watchdog = DispatchWorkItem {
            if process.isRunning {
                killed.set()
                // Its helpers hold the pipes open too: all of them go, the browser first.
                for pid in [process.processIdentifier] + descendants(of: process.processIdentifier) {
                    kill(pid, SIGKILL)
                }
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.deadline, execute: watchdog)
        defer { watchdog.cancel() }
        // Read both pipes while Chromium runs, so neither fills up and blocks it.
        nonisolated(unsafe) var logData = Data()
        let reader = Thread { logData = log.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let dom = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(10_000) }
        if killed.isSet { return nil }
        return (String(decoding: dom, as: UTF8.self), String(decoding: logData, as: UTF8.self))
    }
}

/// Every process below `root`, from the parent ids in `/proc/<pid>/stat`.
private func descendants(of root: Int32) -> [Int32] {
    var parents: [Int32: Int32] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
        guard let pid = Int32(name),
            let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { continue }
        // After the command's closing parenthesis: state, then the parent's id.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        if fields.count > 1, let parent = Int32(fields[1]) { parents[pid] = parent }
    }
    var found: [Int32] = []
    var frontier = [root]
    while let next = frontier.popLast() {
        let children = parents.filter { $0.value == next }.map(\.key)
        found += children
        frontier += children
    }
    return found
}

/// Set once by the watchdog's thread, read by the waiting one.
private final class KilledFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
