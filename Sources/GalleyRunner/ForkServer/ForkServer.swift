// The merged runner's serving mode (galley's side is `ForkServer` in GalleyToolchain): inside one
// sandbox it forks a child per run galley asks for, and the child becomes that unit's program
// before any of the unit's code runs. Only C library calls happen before the fork, so the child
// starts as fresh as a program of its own: no unit global is initialised, no thread is running.
//
// Compiled once per runtime (`RuntimeBuilder`) into an object every merged runner links. A child
// keeps the server's arguments, which are a run's own when it has none of its own (the server is
// started as the runner alone, by the same path): `CommandLine.arguments` cannot be set, so galley
// never asks a server to run a unit that is given arguments.
internal import CGalleyRunner
import Glibc

/// The merged runner's fork server: inside one sandbox, it forks a child per run request, and
/// the child becomes the unit's program (its own user id, limits, folder and environment)
/// before any of the unit's code runs.
public enum ForkServer {
    /// One run to start, as ``serve()`` reads it.
    struct Request {
        var user: UInt32
        var limits: [(Int32, UInt64)]
        var stdout: String
        var stderr: String
        var folder: String
        var entry: String
        var environment: [String]
    }

    /// Reads requests from standard input until it ends; returns only in a child, with the entry
    /// function of the unit it is to run, once the child is set up.
    public static func serve() -> String {
        unsetenv("GALLEY_FORK_SERVER")
        // No run may gain a capability again, whatever it executes: the bounding set is emptied
        // while the server still may (bubblewrap already set no-new-privileges).
        galley_runner_drop_bounding_set()
        var input = Lines(fd: 0)
        while let header = input.next() {
            guard let request = read(header, from: &input) else {
                reply("fail bad request")
                exit(2)
            }
            let child = fork()
            if child == 0 { return enter(request) }
            if child < 0 {
                reply("fail fork errno \(errno)")
                continue
            }
            // The run's time is counted from here, not from galley's request: a server still
            // starting (the first run of a batch, a loaded machine) must not use up the run's time.
            reply("started")
            var status: Int32 = 0
            let pidfd = galley_runner_pidfd_open(child)
            var fds = [
                pollfd(fd: 0, events: Int16(POLLIN), revents: 0), pollfd(fd: pidfd, events: Int16(POLLIN), revents: 0),
            ]
            var killed = false
            while pidfd >= 0 {
                fds[0].revents = 0
                fds[1].revents = 0
                // A line may be read already: galley's "kill" comes in the same read as the
                // request it is about when the server is slow to read it (a server still
                // starting, a loaded machine), and then the pipe has nothing more to poll for.
                let buffered = input.hasLine
                if !buffered {
                    if poll(&fds, 2, -1) < 0 { if errno == EINTR { continue } else { break } }
                    if fds[1].revents != 0 { break }
                }
                if buffered || fds[0].revents != 0 {
                    // "kill" from galley (a limit was passed), or galley went away.
                    let line = input.next()
                    if line == "kill" || line == nil {
                        // The child's own group once it has called `setsid`, the child itself
                        // before: a kill that arrives as it starts must not miss it.
                        kill(-child, SIGKILL)
                        kill(child, SIGKILL)
                        killed = true
                        endRun(of: request.user)
                        if line == nil { exit(0) }
                    }
                }
            }
            waitpid(child, &status, 0)
            if pidfd >= 0 { close(pidfd) }
            endRun(of: request.user)
            reply("exit \(status)\(killed ? " killed" : "")")
        }
        exit(0)
    }

    /// Kills every process left with the run's user id (the run's own id, used by no other
    /// run), from a helper that takes that id, as only processes of the same id may be
    /// signalled. The kernel signals them all at once, so none can fork past it.
    static func endRun(of user: UInt32) {
        let helper = fork()
        if helper == 0 {
            guard setgid(user) == 0, setuid(user) == 0 else { _exit(1) }
            kill(-1, SIGKILL)
            _exit(0)
        }
        var status: Int32 = 0
        if helper > 0 { waitpid(helper, &status, 0) }
    }

    /// In the child: a session of its own, the run's pipes, limits, user id, folder and
    /// environment, then the unit's entry function.
    static func enter(_ request: Request) -> String {
        setsid()
        let input = open("/dev/null", O_RDONLY)
        let output = open(request.stdout, O_WRONLY)
        let errors = open(request.stderr, O_WRONLY)
        guard input >= 0, output >= 0, errors >= 0 else { _exit(125) }
        dup2(input, 0)
        dup2(output, 1)
        dup2(errors, 2)
        // Nothing of the server's reaches the unit: every other descriptor is closed.
        guard galley_runner_close_from(3) == 0 else { _exit(125) }
        for (resource, value) in request.limits {
            guard galley_runner_set_limit(resource, value) == 0 else { _exit(125) }
        }
        guard setgroups(0, nil) == 0, setgid(request.user) == 0, setuid(request.user) == 0,
            getuid() == request.user, geteuid() == request.user, setuid(0) != 0
        else { _exit(125) }
        // No capability is left after the change of user id; the inheritable set is emptied too.
        guard galley_runner_clear_capabilities() == 0 else { _exit(125) }
        guard chdir(request.folder) == 0 else { _exit(125) }
        clearenv()
        for variable in request.environment { putenv(strdup(variable)) }
        return request.entry
    }

    static func reply(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { bytes in _ = write(1, bytes.baseAddress, bytes.count) }
    }

    /// A request: "run <variables>", then one line each for the user, the five limits (core,
    /// address space, file size, open files, processes), the two pipes, the folder, the entry,
    /// then the environment.
    static func read(_ header: String, from input: inout Lines) -> Request? {
        let words = header.split(separator: " ")
        guard words.count == 2, words[0] == "run", let variables = Int(words[1]) else { return nil }
        var fields: [String] = []
        for _ in 0..<(10 + variables) {
            guard let line = input.next() else { return nil }
            fields.append(unescape(line))
        }
        guard let user = UInt32(fields[0]) else { return nil }
        let resources = [
            GALLEY_RUNNER_LIMIT_CORE, GALLEY_RUNNER_LIMIT_ADDRESS_SPACE, GALLEY_RUNNER_LIMIT_FILE_SIZE,
            GALLEY_RUNNER_LIMIT_OPEN_FILES, GALLEY_RUNNER_LIMIT_PROCESSES,
        ].map { Int32($0) }
        var limits: [(Int32, UInt64)] = []
        for (index, resource) in resources.enumerated() {
            guard let value = UInt64(fields[1 + index]) else { return nil }
            limits.append((resource, value))
        }
        return Request(
            user: user, limits: limits, stdout: fields[6], stderr: fields[7], folder: fields[8], entry: fields[9],
            environment: Array(fields[10...]))
    }

    /// A field's text: `\n` and `\\` stand for a line break and a backslash.
    static func unescape(_ line: String) -> String {
        guard line.contains("\\") else { return line }
        var text = ""
        var escaped = false
        for scalar in line.unicodeScalars {
            if escaped {
                text.unicodeScalars.append(scalar == "n" ? "\n" : scalar)
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// Lines read from a file descriptor, without buffering past what `poll` can see: each read
    /// takes what is there, and lines are split from what was read.
    struct Lines {
        let fd: Int32
        var pending: [UInt8] = []

        /// Whether a whole line is read already, so ``next()`` returns without reading.
        var hasLine: Bool { pending.contains(10) }

        mutating func next() -> String? {
            while true {
                if let end = pending.firstIndex(of: 10) {
                    let line = String(decoding: pending[..<end], as: UTF8.self)
                    pending.removeSubrange(...end)
                    return line
                }
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = Glibc.read(fd, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return nil }
                pending += buffer[..<count]
            }
        }
    }
}
