import Foundation
import GalleyCore

#if canImport(Glibc)
    import Glibc
#endif

/// A spawned process with its output on two pipes: the one way Galley runs another program.
///
/// The sandbox spawns its runs as the leader of a new process group (`ownGroup`), so a timeout,
/// the output cap or the disk cap kills everything the run started; tools such as `swiftc`
/// (``ProcessResult/run(executable:arguments:)``) stay in Galley's group and run without limits.
///
/// All C calls of process handling live in this file. Supervision happens on the calling thread
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
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        var inPipe: [Int32] = [-1, -1]
        guard Self.closeOnExecPipe(&outPipe), Self.closeOnExecPipe(&errPipe), !input || Self.closeOnExecPipe(&inPipe)
        else {
            throw DiagnosticError(.error("sandbox.pipe", at: nil, "cannot create pipes: errno \(errno)"))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if input {
            posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        guard Self.closeTheRest(&actions) else {
            [outPipe, errPipe, input ? inPipe : []].joined().forEach { close($0) }
            throw DiagnosticError(
                .error(
                    "sandbox.spawn", at: nil,
                    "cannot start '\(argv[0])' without its inheriting galley's open files: this C library"
                        + " lacks posix_spawn_file_actions_addclosefrom_np (glibc 2.34 or later has it)"))
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if ownGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var cArgv = argv.map { strdup($0) } + [nil]
        var cEnvironment = environment.map { strdup($0) } + [nil]
        defer { (cArgv + cEnvironment).forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, argv[0], &actions, &attributes, &cArgv, &cEnvironment)
        close(outPipe[1])
        close(errPipe[1])
        if input { close(inPipe[0]) }
        guard status == 0 else {
            close(outPipe[0])
            close(errPipe[0])
            if input { close(inPipe[1]) }
            throw DiagnosticError(
                .error("sandbox.spawn", at: nil, "cannot start '\(argv[0])': errno \(status)"))
        }
        pid = child
        self.ownGroup = ownGroup
        writer = input ? inPipe[1] : nil
        readers = [outPipe[0], errPipe[0]]
    }

    /// Adds the action that closes every descriptor above standard error in the child, after the
    /// three are set up: a program Galley starts (a compiler, a snippet's run, bubblewrap around
    /// it) inherits nothing else of Galley's, whether or not it was opened close-on-exec (such
    /// as `galley serve`'s listening socket, a file being written, a descriptor a library left).
    ///
    /// Looked up by name, as it is declared for `_GNU_SOURCE` only.
    static func closeTheRest(_ actions: inout posix_spawn_file_actions_t) -> Bool {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return false }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3) == 0
    }

    /// Creates a pipe whose ends close on `exec`, atomically, so a process spawned at the same
    /// moment on another thread cannot inherit the write end and delay end-of-file.
    ///
    /// `pipe2` is hidden behind `_GNU_SOURCE` in Glibc's Swift overlay, so it is looked up by name.
    private static func closeOnExecPipe(_ fds: inout [Int32]) -> Bool {
        typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2") else { return false }
        let pipe2 = unsafeBitCast(symbol, to: Pipe2.self)
        return fds.withUnsafeMutableBufferPointer { pipe2($0.baseAddress!, O_CLOEXEC) } == 0
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
