import Foundation
import GalleyCore
internal import GalleyPlatform

/// A spawned process with its output on two pipes: the one way Galley runs another program.
///
/// The sandbox spawns its runs as the leader of a new process group (`ownGroup`), so a timeout,
/// the output cap or the disk cap kills everything the run started; tools such as `swiftc`
/// (``ProcessResult/run(executable:arguments:)``) stay in Galley's group and run without limits.
///
/// All C calls of process handling live in this file, and the spawn itself in GalleyPlatform's
/// ``ChildSpawn`` (which keeps galley's other descriptors from the child). Supervision happens on the calling thread
/// in one `poll` loop (pipes, exit, timeout), so there is no shared mutable state between threads.
struct SpawnedProcess {
    /// How a supervised process ended, before the sandbox or a tool's result reads it.
    struct Ending {
        var termination: SandboxOutcome.Termination
        var stdout: String
        var stderr: String
        var timedOut = false
        var outputLimitExceeded = false
        var diskLimitExceeded = false
        var leftoverProcesses = false
        /// Wall-clock seconds from the start of supervision to the end.
        var duration: Double
    }

    let pid: pid_t
    /// Whether the process leads a process group of its own, which is killed as a whole.
    let ownGroup: Bool
    /// The write end of the process's standard input, when it was spawned with `input`.
    let writer: Int32?
    /// The read ends of standard output and standard error.
    private(set) var readers: [Int32]
    private var captured: [[UInt8]] = [[], []]
    private var open: [Bool] = [true, true]

    /// Spawns `argv` (`argv[0]` is the executable's path) with exactly `environment`
    /// (`NAME=value` strings), standard input from `/dev/null` (or, with `input`, from a pipe
    /// whose write end is ``writer``) and default signal handling.
    init(argv: [String], environment: [String], ownGroup: Bool = true, input: Bool = false) throws(DiagnosticError) {
        guard let outPipe = Descriptors.closeOnExecPipe() else { throw Self.pipeFailure() }
        guard let errPipe = Descriptors.closeOnExecPipe() else {
            let failure = Self.pipeFailure()
            [outPipe.read, outPipe.write].forEach { close($0) }
            throw failure
        }
        let inPipe = input ? Descriptors.closeOnExecPipe() : nil
        if input, inPipe == nil {
            let failure = Self.pipeFailure()
            [outPipe.read, outPipe.write, errPipe.read, errPipe.write].forEach { close($0) }
            throw failure
        }
        let spawned = ChildSpawn.start(
            argv, environment: environment, input: inPipe.map { .descriptor($0.read) } ?? .nullDevice,
            output: .descriptor(outPipe.write), error: .descriptor(errPipe.write),
            options: ChildSpawn.Options(newProcessGroup: ownGroup, defaultSignals: true))
        close(outPipe.write)
        close(errPipe.write)
        if let inPipe { close(inPipe.read) }
        switch spawned {
        case .success(let child):
            pid = child
        case .failure(let failure):
            close(outPipe.read)
            close(errPipe.read)
            if let inPipe { close(inPipe.write) }
            throw DiagnosticError(
                .error("sandbox.spawn", at: nil, "cannot start '\(argv[0])': errno \(failure.code.rawValue)"))
        }
        self.ownGroup = ownGroup
        writer = inPipe?.write
        readers = [outPipe.read, errPipe.read]
    }

    private static func pipeFailure() -> DiagnosticError {
        DiagnosticError(.error("sandbox.pipe", at: nil, "cannot create pipes: errno \(errno)"))
    }

    /// Drains both pipes, enforces the limits, reaps the process and, when it leads a group of its
    /// own, kills what it left behind. Without `limits` the process runs to its end and all of its
    /// output is kept.
    ///
    /// `folder`, the run's working folder, is measured every quarter second against the disk limit.
    mutating func supervise(limits: SandboxLimits?, folder: URL? = nil) -> Ending {
        let start = DispatchTime.now().uptimeNanoseconds
        let deadline = limits.map { start + $0.timeoutNanoseconds } ?? .max
        let outputLimit = limits?.outputLimit ?? .max
        var measuredAt = start
        var diskFull = false
        var exitStatus: Int32?
        var exitedAt: UInt64 = 0
        var timedOut = false
        var exceeded = false
        var leftover = false
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            if exitStatus == nil {
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == pid {
                    exitStatus = status
                    exitedAt = now
                    if ownGroup {
                        leftover = groupOutlivesLeader()
                        kill(-pid, SIGKILL)
                    }
                } else if now > deadline, !timedOut {
                    timedOut = true
                    stop()
                } else if let folder, let limits, !diskFull, !timedOut, now > measuredAt + 250_000_000 {
                    measuredAt = now
                    if FolderUsage.exceeds(folder, limit: limits.diskLimit) {
                        diskFull = true
                        stop()
                    }
                }
            }
            // A grandchild that escaped the group may hold a pipe open; stop waiting for it.
            if exitStatus != nil, !open.contains(true) || now > exitedAt + 2_000_000_000 { break }
            if drain(limit: outputLimit), !exceeded {
                exceeded = true
                stop()
            }
        }
        for fd in readers { close(fd) }
        let status = exitStatus ?? 0
        let termination: SandboxOutcome.Termination =
            status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
        return Ending(
            termination: termination, stdout: String(decoding: captured[0], as: UTF8.self),
            stderr: String(decoding: captured[1], as: UTF8.self), timedOut: timedOut,
            outputLimitExceeded: exceeded, diskLimitExceeded: diskFull && !timedOut && !exceeded,
            leftoverProcesses: leftover && !timedOut && !exceeded && !diskFull,
            duration: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    /// Kills the process: its whole group when it leads one.
    private func stop() {
        kill(ownGroup ? -pid : pid, SIGKILL)
    }

    /// Whether other members of the process group are still alive shortly after the leader exited.
    ///
    /// A child that has just exited can linger briefly as a zombie until `init` reaps it, so the
    /// check is repeated a few times before the group counts as left behind.
    private func groupOutlivesLeader() -> Bool {
        for _ in 0..<5 {
            if kill(-pid, 0) != 0 { return false }
            usleep(20_000)
        }
        return true
    }

    /// Waits up to 50 ms for output and reads what is there; returns true when a stream passed `limit`.
    private mutating func drain(limit: Int) -> Bool {
        var fds = (0..<2).filter { open[$0] }.map {
            pollfd(fd: readers[$0], events: Int16(POLLIN), revents: 0)
        }
        if fds.isEmpty {
            usleep(10_000)
            return false
        }
        guard poll(&fds, nfds_t(fds.count), 50) > 0 else { return false }
        var overLimit = false
        var buffer = [UInt8](repeating: 0, count: 65536)
        for entry in fds where entry.revents != 0 {
            guard let index = readers.firstIndex(of: entry.fd) else { continue }
            let count = read(entry.fd, &buffer, buffer.count)
            if count <= 0 {
                if count == 0 || errno != EINTR { open[index] = false }
                continue
            }
            let room = max(0, limit - captured[index].count)
            captured[index].append(contentsOf: buffer[0..<min(room, count)])
            if count > room { overLimit = true }
        }
        return overLimit
    }
}
