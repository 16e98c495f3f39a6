import Foundation

/// A bare TCP client for the serve tests: it sends exactly the bytes it is given, so request
/// lines like `GET /../etc/passwd` reach the server without a client normalising them.
final class ServeRawClient: @unchecked Sendable {  // used by one thread at a time
    struct ConnectionRefused: Error, CustomStringConvertible {
        var code: Int32
        var description: String { "connect failed: \(String(cString: strerror(code)))" }
    }

    private let descriptor: Int32
    private var received = Data()

    init(host: String = "127.0.0.1", port: UInt16) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr(host)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if connected != 0 {
            let code = errno
            close(descriptor)
            throw ConnectionRefused(code: code)
        }
    }

    deinit { close(descriptor) }

    func send(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer {
            Foundation.send(descriptor, $0.baseAddress, $0.count - 1, 0)
        }
    }

    /// Reads until `marker` appears (returns everything so far) or `timeout` passes (`nil`).
    func read(until marker: String, timeout: TimeInterval) -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var buffer = [UInt8](repeating: 0, count: 8192)
        while Date() < deadline {
            if String(decoding: received, as: UTF8.self).contains(marker) {
                return String(decoding: received, as: UTF8.self)
            }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count == 0 { break }
            if count > 0 { received.append(contentsOf: buffer[0..<count]) }
        }
        let text = String(decoding: received, as: UTF8.self)
        return text.contains(marker) ? text : nil
    }

    /// `read(until:timeout:)` on a thread of its own: a blocking wait on the test's task would
    /// hold one of the few cooperative threads the code under test needs to make progress.
    func waitFor(_ marker: String, timeout: TimeInterval) async -> String? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: self.read(until: marker, timeout: timeout))
            }
        }
    }

    /// Reads until the server closes the connection.
    func readToEnd(timeout: TimeInterval = 10) -> String {
        _ = read(until: "\u{0}never", timeout: timeout)
        return String(decoding: received, as: UTF8.self)
    }

    /// Sends one raw request and returns the status code, the head and the body.
    static func exchange(_ raw: String, port: UInt16) throws -> (
        status: Int, head: String, body: String
    ) {
        let client = try ServeRawClient(port: port)
        client.send(raw)
        let text = client.readToEnd()
        let parts = text.components(separatedBy: "\r\n\r\n")
        let status = Int(parts[0].split(separator: " ").dropFirst().first ?? "") ?? 0
        return (status, parts[0], parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    /// This machine's IPv4 addresses that are not loopback.
    static func externalAddresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var addresses: [String] = []
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET)
            else { continue }
            let ip = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                String(cString: inet_ntoa($0.pointee.sin_addr))
            }
            if !ip.hasPrefix("127.") { addresses.append(ip) }
        }
        return addresses
    }
}
