import Foundation
import Synchronization
import Testing

/// Headless Chromium: one browser for each colour scheme, shared by every test of the process
/// (``DevToolsBrowser``), each page loaded in a browser context of its own.
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

    /// The DOM after `load` and six seconds of the page's virtual time, and what the page logged
    /// (uncaught exceptions, console calls, the browser's own messages); with `screenshot`, the
    /// viewport is also saved as a PNG in `.build/screenshots/` under that name.
    func dumpDOM(_ url: String, screenshot: String? = nil) async throws -> (dom: String, log: String) {
        let file = screenshot.map(Self.screenshotFile)
        if let file { try? FileManager.default.removeItem(at: file) }
        let result = try await onThread { try self.run(url, screenshot: file) }
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

    /// Waits for the browser from a thread of its own, so it never blocks the cooperative threads
    /// that the server under test (and other tests) need.
    private func onThread(_ body: @escaping @Sendable () throws -> (dom: String, log: String)) async throws
        -> (dom: String, log: String)
    {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
        }
    }

    /// How long one page may take: a page needs a few seconds, but a loaded suite can stall
    /// one, and a test must not wait for it forever.
    static let deadline: TimeInterval = 120

    /// The browsers, started on first use: `--force-dark-mode` is the system's colour scheme,
    /// which only a launch sets. One that has exited is started again.
    private static let browsers = Mutex<[Bool: DevToolsBrowser]>([:])

    private static func browser(dark: Bool) throws -> DevToolsBrowser {
        try browsers.withLock { browsers in
            if let running = browsers[dark], running.isRunning { return running }
            let started = try DevToolsBrowser(
                executable: executable!,
                flags: ["--disable-gpu", "--hide-scrollbars", "--no-first-run", "--enable-logging=stderr", "--v=0"]
                    + (dark ? ["--force-dark-mode"] : []))
            browsers[dark] = started
            return started
        }
    }

    /// One load, and a second when the first fails on the browser's side (a stalled page, a
    /// browser that exited).
    private func run(_ url: String, screenshot: URL?) throws -> (dom: String, log: String) {
        do {
            return try load(url, screenshot: screenshot)
        } catch is DevToolsBrowser.Failure {
            return try load(url, screenshot: screenshot)
        }
    }

    private func load(_ url: String, screenshot: URL?) throws -> (dom: String, log: String) {
        let browser = try Self.browser(dark: dark)
        let deadline = Date() + Self.deadline
        let context = try browser.call("Target.createBrowserContext", deadline: deadline)["browserContextId"] as? String
        defer {
            if let context {
                _ = try? browser.call(
                    "Target.disposeBrowserContext", ["browserContextId": context], deadline: Date() + 10)
            }
        }
        let target = try browser.call(
            "Target.createTarget", ["url": "about:blank", "browserContextId": context ?? "", "newWindow": true],
            deadline: deadline)
        let session =
            try browser.call(
                "Target.attachToTarget", ["targetId": target["targetId"] ?? "", "flatten": true], deadline: deadline)[
                "sessionId"] as? String ?? ""
        defer { _ = browser.takeEvents(of: session) }
        func page(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
            try browser.call(method, parameters, session: session, deadline: deadline)
        }
        for domain in ["Page", "Runtime", "Log"] { _ = try page(domain + ".enable") }
        _ = try page(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": 900, "deviceScaleFactor": 1, "mobile": false])
        let navigation = try page("Page.navigate", ["url": url])
        try browser.event("Page.loadEventFired", session: session, deadline: deadline)
        // Then six seconds of the page's timers, run as fast as they come, and paused while a
        // fetch is pending (so a page's scripts that fetch the search index finish within it).
        _ = try page("Emulation.setVirtualTimePolicy", ["policy": "pauseIfNetworkFetchesPending", "budget": 6000])
        try browser.event("Emulation.virtualTimeBudgetExpired", session: session, deadline: deadline)
        let evaluated = try page(
            "Runtime.evaluate", ["expression": "document.documentElement.outerHTML", "returnByValue": true])
        let dom = (evaluated["result"] as? [String: Any])?["value"] as? String ?? ""
        if let screenshot {
            let shot = try page("Page.captureScreenshot", ["format": "png"])
            if let data = Data(base64Encoded: shot["data"] as? String ?? "") { try data.write(to: screenshot) }
        }
        let failed = (navigation["errorText"] as? String).map { ["navigation to \(url) failed: \($0)"] } ?? []
        return (dom, (failed + [Self.log(browser.takeEvents(of: session))]).joined(separator: "\n"))
    }

    /// The page's log, a line per message: uncaught exceptions as the console prints them
    /// (`Uncaught TypeError: …`), console calls, and the browser's own entries (failed loads).
    static func log(_ events: [[String: Any]]) -> String {
        events.compactMap { event -> String? in
            let parameters = event["params"] as? [String: Any] ?? [:]
            switch event["method"] as? String {
            case "Runtime.exceptionThrown":
                let details = parameters["exceptionDetails"] as? [String: Any] ?? [:]
                let exception = (details["exception"] as? [String: Any])?["description"] as? String
                return [details["text"] as? String ?? "Uncaught", exception].compactMap { $0 }.joined(separator: " ")
            case "Runtime.consoleAPICalled":
                let arguments = (parameters["args"] as? [[String: Any]] ?? []).map { argument in
                    (argument["value"] ?? argument["description"]).map { "\($0)" } ?? ""
                }
                return "console.\(parameters["type"] ?? "log"): " + arguments.joined(separator: " ")
            case "Log.entryAdded":
                let entry = parameters["entry"] as? [String: Any] ?? [:]
                return "\(entry["level"] ?? "") \(entry["source"] ?? ""): \(entry["text"] ?? "") \(entry["url"] ?? "")"
            default:
                return nil
            }
        }.joined(separator: "\n")
    }
}
