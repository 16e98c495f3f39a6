import Foundation
import GalleyCore

/// One bubblewrap sandbox holding one process of a merged runner that forks a child per run.
///
/// Starting a sandbox, dropping to a user id, applying limits and loading the runner's
/// libraries cost about 20 ms per run; forking a loaded runner costs about 2. Each child is still
/// a process of its own, set up before any of the unit's code runs: a session of its own, its
/// standard output and error on named pipes galley reads, the limits, a user id of its own with
/// no capability, its own folder (unreadable by any other run), and exactly the environment it
/// would have alone. Its arguments are the server's, which are a run's own only when it has none
/// besides the program's path, so a server runs only such units. When it ends, every process left with its user id is
/// killed before the next run starts. What is shared with the runs before it is what the
/// sandbox is: the read-only system, a PID namespace (another run's processes are gone by then),
/// no network.
///
/// The runner side is the merged runner's own `serve` mode (GalleySnippets' dispatcher); this is
/// galley's side. One thread uses a server at a time; ``ForkServerPool`` hands them out.
/// Only galley running as root can give each run its own user id; otherwise there is no server
/// and runs are sandboxed one by one (``Sandbox/run(executable:arguments:environment:inspect:)``).
package final class ForkServer: @unchecked Sendable {
    let process: SpawnedProcess
    private let folder: URL
    /// What the server said and galley has not read yet.
    var replies = LineBuffer()
    private var runs = 0
    private var closed = false
    /// False once the server failed or was closed; it then serves nothing more.
    private(set) var usable = true

    /// The environment variable that puts the merged runner in its serving mode.
    package static let modeVariable = "GALLEY_FORK_SERVER"

    /// Starts `executable` as a fork server inside `sandbox`'s isolation, or returns `nil`
    /// when the sandbox is not bubblewrap's or galley is not root.
    package init?(executable: String, sandbox: Sandbox) {
        guard sandbox.isolation.isIsolated, geteuid() == 0 else { return nil }
        signal(SIGPIPE, SIG_IGN)
        folder = sandbox.temporaryBase.appendingPathComponent("galley-runs-\(UUID().uuidString)", isDirectory: true)
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
            chmod(folder.path, 0o711) == 0
        else { return nil }
        let argv = sandbox.isolation.wrap(
            [executable], work: folder, readable: sandbox.readablePaths + [executable], limits: sandbox.limits,
            user: 0, forkServer: true)
        let environment =
            Sandbox.environment(home: folder, extra: [:]) + ["\(Self.modeVariable)=1"]
        do {
            process = try SpawnedProcess(argv: argv, environment: environment, input: true)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            return nil
        }
    }

    deinit { close() }

    /// Ends the server (it exits when its input ends) and removes its folder.
    package func close() {
        usable = false
        guard !closed else { return }
        closed = true
        if let writer = process.writer { Foundation.close(writer) }
        var status: Int32 = 0
        // The server exits as soon as its input ends, and bubblewrap with it.
        for _ in 0..<200 where waitpid(process.pid, &status, WNOHANG) == 0 { usleep(2_000) }
        kill(-process.pid, SIGKILL)
        waitpid(process.pid, &status, WNOHANG)
        for fd in process.readers { Foundation.close(fd) }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs the unit whose entry function is `entry` as a program of its own, without arguments,
    /// and returns what happened, or `nil` when the server failed before the run could start (the
    /// caller then runs it alone).
    package func run(
        entry: String, environment extra: [String: String], limits: SandboxLimits,
        inspect: ((URL) -> Void)? = nil
    ) -> SandboxOutcome? {
        guard usable, let writer = process.writer else { return nil }
        runs += 1
        let run = folder.appendingPathComponent("\(runs)", isDirectory: true)
        let work = run.appendingPathComponent("work", isDirectory: true)
        let pipes = ["out", "err"].map { folder.appendingPathComponent("\(runs)-\($0)").path }
        defer {
            try? FileManager.default.removeItem(at: run)
            for pipe in pipes { unlink(pipe) }
        }
        let user = Sandbox.runUser()
        // The run's folder is its own (no other run may enter it); the folder around it is
        // root's and only crossed, so `../x` is refused as under a sandbox of the run's own.
        guard mkdir(run.path, 0o711) == 0, mkdir(work.path, 0o700) == 0, chown(work.path, user, user) == 0,
            pipes.allSatisfy({ mkfifo($0, 0o600) == 0 })
        else { return nil }
        var streams = RunStreams(paths: pipes)
        guard streams.isOpen else { return nil }
        let request = ForkServerRequest(
            user: user, limits: limits, pipes: pipes, folder: work.path, entry: entry,
            // bubblewrap's `--chdir` sets `PWD` for a run alone; a forked run gets it too.
            environment: Sandbox.environment(home: work, extra: extra) + ["PWD=\(work.path)"])
        guard write(request.encoded, to: writer) else { return fail(&streams) }
        let start = DispatchTime.now().uptimeNanoseconds
        guard let ending = supervise(&streams, limits: limits, work: work, writer: writer, start: start) else {
            return fail(&streams)
        }
        var outcome = SandboxOutcome(
            termination: ending.termination, stdout: ending.stdout, stderr: ending.stderr,
            timedOut: ending.timedOut, outputLimitExceeded: ending.outputLimitExceeded,
            diskLimitExceeded: ending.diskLimitExceeded, leftoverProcesses: false,
            duration: ending.duration, limits: limits)
        outcome.previewDocument = Sandbox.collectPreview(in: work)
        inspect?(work)
        return outcome
    }

    private func fail(_ streams: inout RunStreams) -> SandboxOutcome? {
        streams.close()
        usable = false
        return nil
    }

    func write(_ text: String, to fd: Int32) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return false }
            bytes = bytes.dropFirst(count)
        }
        return true
    }
}
