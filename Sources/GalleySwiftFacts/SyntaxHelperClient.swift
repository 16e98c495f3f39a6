import Foundation
internal import GalleyPlatform
import Synchronization

/// Asks `galley-syntax` helper processes for ``SwiftFactsProvider``'s facts.
///
/// Helpers start on first use, one per core at most, and serve until this process exits (a
/// helper ends when its socket closes). A helper that dies or answers nonsense is discarded and
/// the request answered `nil` (``problem`` says why); the next request starts a new one, so
/// input that crashes the parser costs that input its facts, never the `galley` process.
package final class SyntaxHelperClient: SwiftFactsProvider {
    private final class Slot: Sendable {
        let connection = Mutex<Connection?>(nil)
    }

    private struct Connection {
        var process: pid_t
        var socket: Int32
    }

    package let executable: String
    private let slots: [Slot]
    private let next = Atomic<Int>(0)
    private let missing = Atomic<Bool>(false)
    private let lastProblem = Mutex<String?>(nil)

    /// Why this client's last unanswered request went unanswered.
    package var problem: String? { lastProblem.withLock { $0 } }

    package init(executable: String, helpers: Int = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) {
        self.executable = executable
        slots = (0..<max(1, helpers)).map { _ in Slot() }
    }

    /// Stops this client's helpers (the shared client's live as long as the process).
    deinit {
        for slot in slots {
            slot.connection.withLock { connection in
                if let open = connection { _ = Self.end(of: open) }
                connection = nil
            }
        }
    }

    /// The helper named by `GALLEY_SYNTAX_HELPER`, else `galley-syntax` beside this executable's
    /// real path (so `.build/debug`, `.build/release` and an installed `bin/` all find theirs).
    package static func beside() -> SyntaxHelperClient {
        if let named = getenv("GALLEY_SYNTAX_HELPER"), named.pointee != 0 {
            return SyntaxHelperClient(executable: String(cString: named))
        }
        let own = RunningExecutable.path ?? ""
        let folder = own.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return SyntaxHelperClient(executable: folder + "/galley-syntax")
    }

    package func highlight(_ code: String) -> [ClassRun]? { ask(.init(.highlight, code))?.runs }
    package func declarations(_ code: String) -> [DeclarationFact]? {
        ask(.init(.declarations, code))?.declarations
    }
    package func significantTokens(_ code: String) -> [SignificantToken]? {
        ask(.init(.significantTokens, code))?.tokens
    }
    package func unit(_ code: String) -> UnitSyntax? { ask(.init(.unit, code))?.unit }

    /// Splits `codes` into one share per helper, each asked in one exchange on a thread of its
    /// own, so the helpers parse in parallel without a round trip per file. A share whose helper
    /// failed is `nil` for each of its files; the other shares' answers stand.
    package func units(_ codes: [String]) -> [UnitSyntax?] {
        guard !codes.isEmpty else { return [] }
        let shares = min(slots.count, codes.count)
        let answers = Mutex<[[UnitSyntax]?]>(Array(repeating: nil, count: shares))
        let bounds = (0...shares).map { $0 * codes.count / shares }
        // Each share waits on its helper in a thread of its own, not a worker of the dispatch
        // pool, whose blocked workers would hold up the caller's tasks meanwhile.
        let group = DispatchGroup()
        for share in 0..<shares {
            group.enter()
            Thread.detachNewThread {
                let part = Array(codes[bounds[share]..<bounds[share + 1]])
                let answer = self.ask(.init(.units, "", codes: part), slot: share)?.units
                answers.withLock { $0[share] = answer?.count == part.count ? answer : nil }
                group.leave()
            }
        }
        group.wait()
        let parts = answers.withLock { $0 }
        return (0..<shares).flatMap { share in
            parts[share] ?? Array(repeating: nil, count: bounds[share + 1] - bounds[share])
        }
    }

    private func ask(_ request: HelperRequest, slot index: Int? = nil) -> HelperResponse? {
        guard !missing.load(ordering: .relaxed), let payload = try? JSONEncoder().encode(request) else { return nil }
        let slot = slots[(index ?? next.add(1, ordering: .relaxed).oldValue) % slots.count]
        return slot.connection.withLock { connection -> HelperResponse? in
            if connection == nil { connection = start() }
            guard let open = connection else { return nil }
            if HelperWire.send(payload, to: open.socket), let answer = HelperWire.receive(from: open.socket),
                let response = try? JSONDecoder().decode(HelperResponse.self, from: answer)
            {
                return response
            }
            report("the Swift parser helper (\(executable)) \(Self.end(of: open))")
            connection = nil
            return nil
        }
    }

    /// Starts a helper on one end of a socket pair (its standard input and output).
    private func start() -> Connection? {
        guard let pair = Descriptors.closeOnExecSocketPair() else {
            report("cannot start the Swift parser helper: \(String(cString: strerror(errno)))")
            return nil
        }
        // A helper lives as long as this process: it keeps nothing else of this process open
        // (a file being written, a listening socket), whether or not it was opened close-on-exec.
        let spawned = ChildSpawn.start(
            [executable], environment: nil, input: .descriptor(pair.1), output: .descriptor(pair.1), error: .nullDevice)
        close(pair.1)
        switch spawned {
        case .success(let process):
            return Connection(process: process, socket: pair.0)
        case .failure(let failure):
            close(pair.0)
            if failure.code == .ENOENT || failure.code == .EACCES { missing.store(true, ordering: .relaxed) }
            report(
                "cannot start the Swift parser helper \(executable): \(String(cString: strerror(failure.code.rawValue)))"
                    + " (build it with `swift build --product galley-syntax`, or install it beside galley)")
            return nil
        }
    }

    /// Closes a helper's socket, reaps it and says how it ended.
    private static func end(of connection: Connection) -> String {
        close(connection.socket)
        var status: Int32 = 0
        kill(connection.process, SIGKILL)
        guard waitpid(connection.process, &status, 0) == connection.process else { return "stopped answering" }
        let signal = status & 0x7f
        if signal != 0 && signal != SIGKILL { return "was killed by signal \(signal)" }
        return signal == 0 ? "exited with status \((status >> 8) & 0xff)" : "stopped answering"
    }

    private func report(_ problem: String) {
        lastProblem.withLock { $0 = problem }
    }
}
