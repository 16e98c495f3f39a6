import Foundation
import Synchronization

/// The fork servers of one merged runner, one per run going on at once: a run takes an idle
/// server or starts one, and gives it back when done.
package final class ForkServerPool: Sendable {
    private let executable: String
    private let sandbox: Sandbox
    private let idle = Mutex<[ForkServer]>([])
    private let all = Mutex<[ForkServer]>([])
    private let spawner = SpawnerThread()

    /// A pool for `executable`, isolated as `sandbox` isolates runs.
    package init(executable: String, sandbox: Sandbox) {
        self.executable = executable
        self.sandbox = sandbox
    }

    /// Runs the unit whose entry function is `entry` in a forked child, without arguments, or
    /// returns `nil` when no server can run it (no bubblewrap, galley not root, or a server that
    /// failed): the caller then runs the unit in a sandbox of its own.
    package func run(
        entry: String, environment: [String: String], limits: SandboxLimits,
        inspect: ((URL) -> Void)? = nil
    ) -> SandboxOutcome? {
        guard let server = idle.withLock({ $0.popLast() }) ?? start() else { return nil }
        let outcome = server.run(
            entry: entry, environment: environment, limits: limits, inspect: inspect)
        if server.usable {
            idle.withLock { $0.append(server) }
        } else {
            server.close()
        }
        return outcome
    }

    private func start() -> ForkServer? {
        let (executable, sandbox) = (self.executable, self.sandbox)
        guard let started = spawner.perform({ ForkServer(executable: executable, sandbox: sandbox) }),
            let server = started
        else { return nil }
        all.withLock { $0.append(server) }
        return server
    }

    /// Ends every server.
    package func close() {
        for server in all.withLock({ $0 }) { server.close() }
        idle.withLock { $0.removeAll() }
        spawner.stop()
    }
}
