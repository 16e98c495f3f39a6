/// The merged runner's serving mode (see ``ForkServer`` for galley's side): inside one sandbox,
/// it forks a child per run galley asks for, and the child becomes that unit's program before
/// any of the unit's code runs. Only C library calls happen before the fork, so the child starts
/// as fresh as a program of its own: no unit global is initialised, no thread is running.
///
/// It is compiled once per runtime (``RuntimeBuilder``) to an object every merged runner links,
/// and called from the runner's dispatcher through `galley_fork_server_serve`; without a runtime,
/// the dispatcher carries the source itself.
package enum ForkServerSource {
    /// The Swift source: a library file of its own, importing only Glibc.
    package static let text = #"""
        #if canImport(Glibc)
            import Glibc
        #endif


        /// The merged runner's fork server: inside one sandbox, it forks a child per run request, and
        /// the child becomes the unit's program (its own user id, limits, folder, arguments and
        /// environment) before any of the unit's code runs.
        enum GalleyForkServer {
            typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            typealias Capset = @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Int32
            typealias CloseRange = @convention(c) (UInt32, UInt32, Int32) -> Int32

            /// One run to start, as ``serve()`` reads it.
            struct Request {
                var user: UInt32
                var limits: [(Int32, UInt64)]
                var stdout: String
                var stderr: String
                var folder: String
                var entry: String
                var arguments: [String]
                var environment: [String]
            }

            /// Reads requests from standard input until it ends; returns only in a child, with the entry
            /// function of the unit it is to run, once the child is set up.
            static func serve() -> String {
                unsetenv("GALLEY_FORK_SERVER")
                guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pidfd_open") else {
                    reply("fail pidfd_open is missing")
                    exit(3)
                }
                let pidfdOpen = unsafeBitCast(symbol, to: PidfdOpen.self)
                // No run may gain a capability again, whatever it executes: the bounding set is emptied
                // while the server still may (bubblewrap already set no-new-privileges).
                guard let prctlSymbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { exit(3) }
                let prctl = unsafeBitCast(prctlSymbol, to: Prctl.self)
                for capability in 0..<64 { _ = prctl(24, UInt(capability), 0, 0, 0) }  // PR_CAPBSET_DROP
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
                    var status: Int32 = 0
                    let pidfd = pidfdOpen(child, 0)
                    var fds = [
                        pollfd(fd: 0, events: Int16(POLLIN), revents: 0), pollfd(fd: pidfd, events: Int16(POLLIN), revents: 0),
                    ]
                    var killed = false
                    while pidfd >= 0 {
                        fds[0].revents = 0
                        fds[1].revents = 0
                        if poll(&fds, 2, -1) < 0 { if errno == EINTR { continue } else { break } }
                        if fds[1].revents != 0 { break }
                        if fds[0].revents != 0 {
                            // "kill" from galley (a limit was passed), or galley went away.
                            let line = input.next()
                            if line == "kill" || line == nil {
                                kill(-child, SIGKILL)
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

            /// In the child: a session of its own, the run's pipes, limits, user id, folder,
            /// environment and arguments, then the unit's entry function.
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
                guard let closeRange = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "close_range"),
                    unsafeBitCast(closeRange, to: CloseRange.self)(3, UInt32.max, 0) == 0
                else { _exit(125) }
                for (resource, value) in request.limits {
                    var limit = rlimit(rlim_cur: rlim_t(value), rlim_max: rlim_t(value))
                    guard setrlimit(__rlimit_resource_t(UInt32(resource)), &limit) == 0 else { _exit(125) }
                }
                guard setgroups(0, nil) == 0, setgid(request.user) == 0, setuid(request.user) == 0,
                    getuid() == request.user, geteuid() == request.user, setuid(0) != 0
                else { _exit(125) }
                // No capability is left after the change of user id; the inheritable set is emptied too.
                var header: (UInt32, Int32) = (0x2008_0522, 0)  // _LINUX_CAPABILITY_VERSION_3, this process
                var sets = [UInt32](repeating: 0, count: 6)
                guard let capset = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "capset"),
                    unsafeBitCast(capset, to: Capset.self)(&header, &sets) == 0
                else { _exit(125) }
                guard chdir(request.folder) == 0 else { _exit(125) }
                clearenv()
                for variable in request.environment { putenv(strdup(variable)) }
                setArguments(request.arguments)
                return request.entry
            }

            /// `CommandLine.arguments` (read-only in Swift 6) is made from the process's argument
            /// vector on first use; no code has used it before the fork, so the child gets its own.
            static func setArguments(_ arguments: [String]) {
                typealias Override = @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, Int32) -> Void
                guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "_swift_stdlib_overrideUnsafeArgvArgc") else {
                    _exit(125)
                }
                let vector = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: arguments.count + 1)
                for (index, argument) in arguments.enumerated() { vector[index] = strdup(argument) }
                vector[arguments.count] = nil
                unsafeBitCast(symbol, to: Override.self)(vector, Int32(arguments.count))
            }

            static func reply(_ line: String) {
                var text = line + "\n"
                text.withUTF8 { bytes in _ = write(1, bytes.baseAddress, bytes.count) }
            }

            /// A request: "run <arguments> <environment>", then one line each for the user, the five
            /// limits (core, address space, file size, open files, processes), the two pipes, the folder,
            /// the entry, then the arguments (the program's path first) and the environment.
            static func read(_ header: String, from input: inout Lines) -> Request? {
                let words = header.split(separator: " ")
                guard words.count == 3, words[0] == "run", let arguments = Int(words[1]), let variables = Int(words[2]) else {
                    return nil
                }
                var fields: [String] = []
                for _ in 0..<(10 + arguments + variables) {
                    guard let line = input.next() else { return nil }
                    fields.append(unescape(line))
                }
                guard let user = UInt32(fields[0]) else { return nil }
                // Linux's numbers for RLIMIT_CORE, RLIMIT_AS, RLIMIT_FSIZE, RLIMIT_NOFILE, RLIMIT_NPROC
                // (the last is a macro Swift does not import).
                let resources: [Int32] = [4, 9, 1, 7, 6]
                var limits: [(Int32, UInt64)] = []
                for (index, resource) in resources.enumerated() {
                    guard let value = UInt64(fields[1 + index]) else { return nil }
                    limits.append((resource, value))
                }
                return Request(
                    user: user, limits: limits, stdout: fields[6], stderr: fields[7], folder: fields[8], entry: fields[9],
                    arguments: Array(fields[10..<(10 + arguments)]), environment: Array(fields[(10 + arguments)...]))
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

        /// The serving mode's entry, which the dispatcher calls by this name.
        @_silgen_name("galley_fork_server_serve")
        public func galleyForkServerServe() -> String { GalleyForkServer.serve() }
        """#

    /// The serving mode without its imports and entry, for a dispatcher that holds it itself.
    package static var body: String {
        let start = text.range(of: "#endif\n")!.upperBound
        let end = text.range(of: "\n/// The serving mode's entry")!.lowerBound
        return String(text[start..<end])
    }
}
