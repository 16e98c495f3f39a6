internal import CGalleyPlatform
import Foundation

/// Starts a program with `posix_spawn`, handing it standard input, output and error, the
/// descriptors it is explicitly given at fixed numbers, and nothing else of this process's.
///
/// A program galley starts (a compiler, a snippet's run, bubblewrap around it, the parser helper)
/// must not keep galley's other descriptors open (a listening socket, a file being written, the
/// write end of another child's pipe, which would delay that child's end-of-file). On Linux
/// the child closes every descriptor above standard error as it starts
/// (`posix_spawn_file_actions_addclosefrom_np`). The portable path marks each of this
/// process's descriptors above standard error close-on-exec before spawning (they are listed in
/// `/dev/fd`, or tried one by one up to the descriptor limit): a descriptor another thread
/// opens without `O_CLOEXEC` at that very moment could still be inherited (galley's own opens
/// all pass it).
package enum ChildSpawn {
    /// Where one of the child's three standard streams comes from or goes.
    package enum Stream: Sendable, Equatable {
        /// `/dev/null`, opened for reading (input) or writing (outputs).
        case nullDevice
        /// This descriptor of the parent, duplicated into place.
        case descriptor(Int32)
    }

    /// How the child is set apart from galley.
    package struct Options: Sendable {
        /// Lead a process group of its own (so it can be killed with everything it started).
        package var newProcessGroup = false
        /// Every signal at its default disposition and none blocked, whatever galley's are.
        package var defaultSignals = false

        package init(newProcessGroup: Bool = false, defaultSignals: Bool = false) {
            self.newProcessGroup = newProcessGroup
            self.defaultSignals = defaultSignals
        }
    }

    /// How descriptors above standard error are kept from the child.
    enum Closing: Sendable {
        /// The child closes them as it starts (Linux).
        case closeFrom
        /// The parent marks them close-on-exec first (portable).
        case markAll

        static let current: Closing = PlatformPath.current == .linux ? .closeFrom : .markAll
    }

    /// Spawns `argv` (`argv[0]` is the executable's path) with `environment` (`NAME=value`
    /// strings; `nil` for this process's), and returns the child's process id (a `pid_t`), or the error
    /// number `posix_spawn` (or the setup of its file actions) gave.
    ///
    /// `inherited` hands the child more descriptors: each of this process's descriptors
    /// duplicated to the number the child expects it at, the numbers 3, 4, … in order (a program
    /// that talks over fixed descriptors, as headless Chromium's `--remote-debugging-pipe` reads
    /// 3 and writes 4). A descriptor to hand over must not be another one's number, or the
    /// duplication would overwrite it first; such a list fails with `EINVAL`. Every other
    /// descriptor is still kept from the child.
    package static func start(
        _ argv: [String], environment: [String]?, input: Stream, output: Stream, error: Stream,
        inherited: [(descriptor: Int32, as: Int32)] = [], options: Options = Options()
    ) -> Result<Int32, POSIXError> {
        start(
            argv, environment: environment, input: input, output: output, error: error, inherited: inherited,
            options: options, closing: .current)
    }

    static func start(
        _ argv: [String], environment: [String]?, input: Stream, output: Stream, error: Stream,
        inherited: [(descriptor: Int32, as: Int32)] = [], options: Options, closing: Closing
    ) -> Result<Int32, POSIXError> {
        let targets = inherited.map(\.as)
        guard targets == Array(3..<(3 + Int32(targets.count))),
            inherited.allSatisfy({ $0.descriptor == $0.as || !targets.contains($0.descriptor) })
        else { return .failure(POSIXError(.EINVAL)) }
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, stream) in [(Int32(0), input), (1, output), (2, error)] {
            switch stream {
            case .nullDevice:
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .descriptor(let fd):
                posix_spawn_file_actions_adddup2(&actions, fd, target)
            }
        }
        // The inherited descriptors, duplicated into place after the marking, are not
        // close-on-exec; the child closes everything above the last of them.
        switch closing {
        case .closeFrom:
            for pair in inherited { posix_spawn_file_actions_adddup2(&actions, pair.descriptor, pair.as) }
            let status = galley_platform_spawn_close_from(&actions, 3 + Int32(targets.count))
            guard status == 0 else { return .failure(POSIXError(code(status))) }
        case .markAll:
            markAllCloseOnExec(from: 3)
            for pair in inherited { posix_spawn_file_actions_adddup2(&actions, pair.descriptor, pair.as) }
        }

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var flags: Int32 = 0
        if options.defaultSignals {
            var all = sigset_t()
            sigfillset(&all)
            var none = sigset_t()
            sigemptyset(&none)
            posix_spawnattr_setsigdefault(&attributes, &all)
            posix_spawnattr_setsigmask(&attributes, &none)
            flags |= Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        }
        if options.newProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let cArgv = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { $0.map { strdup($0) } + [nil] }
        defer {
            for string in cArgv + (cEnvironment ?? []) { free(string) }
        }
        var child: Int32 = 0
        let status = cArgv.withUnsafeBufferPointer { arguments in
            withEnvironment(cEnvironment) { environment in
                posix_spawn(&child, argv[0], &actions, &attributes, arguments.baseAddress!, environment)
            }
        }
        return status == 0 ? .success(child) : .failure(POSIXError(code(status)))
    }

    private static func withEnvironment<Result>(
        _ strings: [UnsafeMutablePointer<CChar>?]?, _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
    ) -> Result {
        guard let strings else {
            #if canImport(Darwin)
                return body(_NSGetEnviron().pointee!)
            #else
                return body(environ)
            #endif
        }
        return strings.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    private static func code(_ status: Int32) -> POSIXErrorCode { POSIXErrorCode(rawValue: status) ?? .EIO }

    /// Marks every open descriptor from `first` on close-on-exec: those `/dev/fd` lists, or,
    /// where it cannot be read, each number up to the descriptor limit (at most 65,536 tried).
    static func markAllCloseOnExec(from first: Int32) {
        if let folder = opendir("/dev/fd") {
            var open: [Int32] = []
            while let entry = readdir(folder) {
                let number = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    Int32(String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self))
                }
                if let number, number >= first { open.append(number) }
            }
            closedir(folder)
            for fd in open { Descriptors.markCloseOnExec(fd) }
            return
        }
        let limit = min(max(sysconf(Int32(_SC_OPEN_MAX)), Int(first)), 65_536)
        for fd in Int(first)..<limit { Descriptors.markCloseOnExec(Int32(fd)) }
    }
}
