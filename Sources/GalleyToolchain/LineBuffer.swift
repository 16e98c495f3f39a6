import Foundation

/// Bytes read from a descriptor, handed out line by line.
struct LineBuffer {
    private var pending: [UInt8] = []

    /// Reads what `fd` holds now; false at end of file or on an error.
    mutating func read(from fd: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = Foundation.read(fd, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            pending += buffer[..<count]
            return true
        }
    }

    /// The next complete line, without its line break.
    mutating func next() -> String? {
        guard let end = pending.firstIndex(of: 10) else { return nil }
        let line = String(decoding: pending[..<end], as: UTF8.self)
        pending.removeSubrange(...end)
        return line
    }
}
