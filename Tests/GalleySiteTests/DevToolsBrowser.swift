import Foundation
import GalleyPlatform
import Synchronization

/// A headless Chromium driven over the DevTools protocol on one socket given to it as
/// descriptors 3 and 4 (`--remote-debugging-pipe`: it reads commands on 3 and writes answers and
/// events on 4, each message a JSON object followed by a NUL byte).
///
/// A launch of Chromium starts a browser, a GPU, a network and a storage process before the
/// page's renderer, and costs more CPU than loading a page of the site; one browser serves
/// every page of a test process instead, each page in a browser context of its own (storage as
/// empty as a new profile's). It exits when this process closes its end of the socket, however
/// this process ends.
final class DevToolsBrowser: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let socket: Int32
    private let child: pid_t
    private let profile: URL
    /// Chromium's own log, kept for a failure's message.
    private let logFile: URL
    private let state = NSCondition()
    private var nextID = 0
    private var answers: [Int: [String: Any]] = [:]
    /// Events by the session they belong to, kept until the page that owns the session takes them.
    private var events: [String: [[String: Any]]] = [:]
    private var closed = false
    private let writing = NSLock()

    /// Starts `executable` headless with `flags` besides the pipe and a profile of its own.
    init(executable: String, flags: [String]) throws {
        guard let pair = Descriptors.closeOnExecSocketPair() else { throw Failure(description: "no socket pair") }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("galley-chromium-\(UUID())")
        logFile = profile.appendingPathExtension("log")
        let log = open(logFile.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        defer { close(log) }
        let arguments =
            [
                executable, "--headless=new", "--no-sandbox", "--user-data-dir=\(profile.path)",
                "--remote-debugging-pipe",
            ]
            + flags + ["about:blank"]
        let spawned = ChildSpawn.start(
            arguments, environment: nil, input: .nullDevice, output: .descriptor(log), error: .descriptor(log),
            inherited: [(pair.1, as: 3), (pair.1, as: 4)])
        close(pair.1)
        guard case .success(let pid) = spawned else {
            close(pair.0)
            throw Failure(description: "cannot start \(executable): \(spawned)")
        }
        socket = pair.0
        child = pid
        Thread.detachNewThread { [self] in readMessages() }
        Self.started.withLock { started in
            if started.isEmpty { atexit { DevToolsBrowser.stopAll() } }
            started.append(self)
        }
    }

    /// Every browser started, so that the process's exit stops them and removes their profiles.
    private static let started = Mutex<[DevToolsBrowser]>([])

    private static func stopAll() {
        for browser in started.withLock({ $0 }) { _ = browser.stop() }
    }

    private let stopped = Mutex(false)

    /// Shuts the socket down (Chromium exits when it reads the end of its pipe, as it does when
    /// this process ends however it ends; a plain `close` would wait for the reading thread's
    /// `read` to let go of it), waits up to `seconds` for Chromium to exit, and removes its
    /// profile and log. False when it had to be killed.
    func stop(within seconds: Double = 30) -> Bool {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return true }
        defer {
            try? FileManager.default.removeItem(at: profile)
            try? FileManager.default.removeItem(at: logFile)
        }
        shutdown(socket, Int32(SHUT_RDWR))
        let deadline = Date() + seconds
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(child, &status, WNOHANG) == child { return true }
            usleep(20_000)
        }
        kill(child, SIGKILL)
        waitpid(child, &status, 0)
        return false
    }

    /// Sends `method` with `parameters` (to the page of `session`, or to the browser) and waits
    /// for its answer's `result`; throws the protocol's error, or when Chromium is gone or the
    /// deadline passes.
    @discardableResult
    func call(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil, deadline: Date) throws
        -> [String: Any]
    {
        let id = state.withLock {
            nextID += 1
            return nextID
        }
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        try send(JSONSerialization.data(withJSONObject: message) + [0])
        let answer = try waitFor(deadline: deadline, what: method) { answers.removeValue(forKey: id) }
        if let error = answer["error"] as? [String: Any] {
            throw Failure(description: "\(method): \(error["message"] ?? error)")
        }
        return answer["result"] as? [String: Any] ?? [:]
    }

    /// Waits for the first event `method` of `session` not yet taken, and takes it.
    @discardableResult
    func event(_ method: String, session: String, deadline: Date) throws -> [String: Any] {
        try waitFor(deadline: deadline, what: method) {
            guard let index = events[session]?.firstIndex(where: { $0["method"] as? String == method }) else {
                return nil
            }
            return events[session]?.remove(at: index)
        }
    }

    /// Takes every event of `session` received so far, and keeps no more of them.
    func takeEvents(of session: String) -> [[String: Any]] {
        state.withLock { events.removeValue(forKey: session) ?? [] }
    }

    /// The last lines Chromium logged, for a failure's message.
    var logTail: String {
        let text = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").suffix(20).joined(separator: "\n")
    }

    var isRunning: Bool { state.withLock { !closed } }

    private func waitFor<Value>(deadline: Date, what: String, _ found: () -> Value?) throws -> Value {
        state.lock()
        defer { state.unlock() }
        while true {
            if let value = found() { return value }
            if closed { throw Failure(description: "Chromium exited while waiting for \(what); its log:\n\(logTail)") }
            if !state.wait(until: deadline) {
                throw Failure(description: "no \(what) from Chromium by the deadline")
            }
        }
    }

    private func send(_ data: Data) throws {
        try writing.withLock {
            try data.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let sent = Descriptors.sendWithoutSignal(socket, raw.baseAddress! + offset, raw.count - offset)
                    if sent < 0, errno == EINTR { continue }
                    guard sent > 0 else {
                        throw Failure(description: "Chromium's pipe is closed; its log:\n\(logTail)")
                    }
                    offset += sent
                }
            }
        }
    }

    /// Reads messages until Chromium closes its end: answers by their id, events by session.
    private func readMessages() {
        var pending = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(socket, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            pending.append(contentsOf: buffer[..<count])
            var messages: [[String: Any]] = []
            while let end = pending.firstIndex(of: 0) {
                if let object = try? JSONSerialization.jsonObject(with: pending[pending.startIndex..<end]),
                    let message = object as? [String: Any]
                {
                    messages.append(message)
                }
                pending.removeSubrange(pending.startIndex...end)
            }
            guard !messages.isEmpty else { continue }
            state.withLock {
                for message in messages {
                    if let id = message["id"] as? Int {
                        answers[id] = message
                    } else if let session = message["sessionId"] as? String {
                        events[session, default: []].append(message)
                    }
                }
                state.broadcast()
            }
        }
        state.withLock {
            closed = true
            state.broadcast()
        }
    }
}
