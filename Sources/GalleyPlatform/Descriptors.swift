internal import CGalleyPlatform
import Foundation

/// Descriptors that close on `exec`, and writes to sockets that never raise `SIGPIPE`.
///
/// Linux makes a descriptor close-on-exec as it creates it (`pipe2`, `SOCK_CLOEXEC`), so a
/// process spawned at that moment on another thread cannot inherit it. The portable path sets
/// the flag right after creating it; a spawn in between is covered by ``ChildSpawn``, which
/// closes or marks every descriptor above standard error in the child either way.
package enum Descriptors {
    /// A pipe whose ends close on `exec`: `(read, write)`, or `nil` with `errno` set.
    package static func closeOnExecPipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [-1, -1]
        if PlatformPath.current == .linux {
            guard galley_platform_pipe_cloexec(&fds) == 0 else { return nil }
        } else {
            guard pipe(&fds) == 0 else { return nil }
            markCloseOnExec(fds[0])
            markCloseOnExec(fds[1])
        }
        return (fds[0], fds[1])
    }

    /// A stream socket of `domain` (`AF_INET`, `AF_UNIX`) that closes on `exec`, or -1 with `errno`.
    package static func closeOnExecStreamSocket(domain: Int32) -> Int32 {
        let fd = socket(domain, streamType | (PlatformPath.current == .linux ? closeOnExecType : 0), 0)
        if fd >= 0, PlatformPath.current == .portable { markCloseOnExec(fd) }
        return fd
    }

    /// A connected pair of Unix stream sockets that close on `exec`, or `nil` with `errno`.
    package static func closeOnExecSocketPair() -> (Int32, Int32)? {
        var pair: [Int32] = [-1, -1]
        let type = streamType | (PlatformPath.current == .linux ? closeOnExecType : 0)
        guard socketpair(AF_UNIX, type, 0, &pair) == 0 else { return nil }
        if PlatformPath.current == .portable {
            markCloseOnExec(pair[0])
            markCloseOnExec(pair[1])
        }
        return (pair[0], pair[1])
    }

    /// Sets `FD_CLOEXEC` on `fd` (an accepted connection, say).
    package static func markCloseOnExec(_ fd: Int32) {
        let flags = fcntl(fd, F_GETFD)
        if flags >= 0, flags & FD_CLOEXEC == 0 { _ = fcntl(fd, F_SETFD, flags | FD_CLOEXEC) }
    }

    /// `send` on a socket whose reader may be gone: `EPIPE` instead of the `SIGPIPE` that would
    /// kill galley (`MSG_NOSIGNAL`, POSIX; Darwin has the socket option `SO_NOSIGPIPE` instead).
    package static func sendWithoutSignal(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
            var yes: Int32 = 1
            _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
            return send(fd, bytes, count, 0)
        #else
            return send(fd, bytes, count, Int32(MSG_NOSIGNAL))
        #endif
    }

    #if canImport(Darwin)
        private static let streamType = SOCK_STREAM
        private static let closeOnExecType: Int32 = 0
    #else
        private static let streamType = Int32(SOCK_STREAM.rawValue)
        private static let closeOnExecType = Int32(SOCK_CLOEXEC.rawValue)
    #endif
}
