import Foundation

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

    /// The DOM after `load` and a few seconds of virtual time, and Chromium's log.
    func dumpDOM(_ url: String) async throws -> (dom: String, log: String) {
        try await onThread(["--dump-dom", "--enable-logging=stderr", "--v=0", url])
    }

    func screenshot(_ url: String, to file: URL) async throws {
        _ = try await onThread(["--screenshot=\(file.path)", url])
    }

    /// Runs Chromium from a thread of its own, so waiting for it never blocks the cooperative
    /// threads that the server under test (and other tests) need.
    private func onThread(_ arguments: [String]) async throws -> (dom: String, log: String) {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try self.run(arguments) }) }
        }
    }

    private func run(_ arguments: [String]) throws -> (dom: String, log: String) {
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
        // Read both pipes while Chromium runs, so neither fills up and blocks it.
        nonisolated(unsafe) var logData = Data()
        let reader = Thread { logData = log.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let dom = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(10_000) }
        return (String(decoding: dom, as: UTF8.self), String(decoding: logData, as: UTF8.self))
    }
}
