import Foundation

/// A forked run's standard output and error, read from the two named pipes its child opens.
struct RunStreams {
    private var fds: [Int32]
    private var open: [Bool]
    /// What was read from each stream, cut at the output limit.
    private(set) var captured: [[UInt8]] = [[], []]

    /// Opens both pipes for reading without waiting for a writer.
    init(paths: [String]) {
        fds = paths.map { Foundation.open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        open = fds.map { $0 >= 0 }
    }

    /// Whether both pipes could be opened.
    var isOpen: Bool { open.allSatisfy { $0 } }
    /// Whether a stream may still bring output.
    var anyOpen: Bool { open.contains(true) }

    /// `poll` entries for the streams still open.
    var pollDescriptors: [pollfd] {
        fds.indices.filter { open[$0] }.map { pollfd(fd: fds[$0], events: Int16(POLLIN), revents: 0) }
    }

    /// Reads what `fd` holds; true when its stream passed `limit`.
    mutating func read(_ fd: Int32, limit: Int) -> Bool {
        guard let index = fds.firstIndex(of: fd), open[index] else { return false }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = Foundation.read(fd, &buffer, buffer.count)
        if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) {
            open[index] = false
            return false
        }
        guard count > 0 else { return false }
        let room = max(0, limit - captured[index].count)
        captured[index].append(contentsOf: buffer[0..<min(room, count)])
        return count > room
    }

    /// After the run ended: reads what is still buffered and marks done each stream that has
    /// no writer left (a pipe whose read gives end-of-file); true when a stream passed `limit`.
    mutating func closeUnwritten(limit: Int) -> Bool {
        var passed = false
        for index in fds.indices where open[index] {
            while open[index] {
                var buffer = [UInt8](repeating: 0, count: 65536)
                let count = Foundation.read(fds[index], &buffer, buffer.count)
                if count > 0 {
                    let room = max(0, limit - captured[index].count)
                    captured[index].append(contentsOf: buffer[0..<min(room, count)])
                    if count > room { passed = true }
                } else {
                    if count == 0 || (errno != EINTR && errno != EAGAIN) { open[index] = false }
                    if count == 0 || errno != EINTR { break }
                }
            }
        }
        return passed
    }

    /// Closes both pipes.
    mutating func close() {
        for (index, fd) in fds.enumerated() where fd >= 0 {
            Foundation.close(fd)
            open[index] = false
        }
        fds = []
    }
}
