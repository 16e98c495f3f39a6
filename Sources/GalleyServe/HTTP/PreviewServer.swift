import Foundation
import GalleyCore
internal import GalleyPlatform

/// The `galley serve` HTTP server: static files from the output directory, on loopback only.
///
/// Why not libmicrohttpd: the preview server needs four things (GET of static files, a
/// long-lived event stream for live reload, loopback-only binding and strict path
/// confinement). A hundred lines of socket code do that, while a C server would need
/// callbacks carrying unmanaged context pointers across threads, which Swift 6's strict
/// concurrency cannot check. The server never runs in production; `_site/` is deployed as
/// plain files.
package final class PreviewServer: Sendable {
    /// Answers one request path; the default serves files from `root`.
    package typealias Responder = @Sendable (HTTPRequest) -> HTTPResponse

    private let socketDescriptor: Int32
    /// The port actually bound (useful when 0 asked the kernel to choose).
    package let port: UInt16
    private let responder: Responder

    /// Binds 127.0.0.1:`port`. Throws when the port is taken.
    package init(port: UInt16, responder: @escaping Responder) throws(DiagnosticError) {
        self.responder = responder
        // Close-on-exec, like every connection it accepts: what galley starts meanwhile (a
        // compiler, a snippet's run) must not inherit a socket that answers readers.
        let fd = Descriptors.closeOnExecStreamSocket(domain: AF_INET)
        guard fd >= 0 else { throw Self.error("cannot create socket") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")  // loopback only, never 0.0.0.0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw Self.error("cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(errno)))")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socketDescriptor = fd
        self.port = UInt16(bigEndian: actual.sin_port)
    }

    /// Accepts connections forever, one thread per connection.
    package func serve() {
        while true {
            let client = accept(socketDescriptor, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            // (Galley's spawner closes every descriptor above standard error in its children
            // anyway; this covers anything else that might start a program.)
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            Thread.detachNewThread { [responder] in
                Self.handle(client, responder: responder)
            }
        }
    }

    /// Stops accepting connections.
    package func stop() {
        shutdown(socketDescriptor, Int32(SHUT_RDWR))
        close(socketDescriptor)
    }

    private static func handle(_ client: Int32, responder: Responder) {
        defer { close(client) }
        // Browsers open connections before they have a request to send (preconnect), so a
        // quiet connection is given time, and one that closes or stays silent gets no reply:
        // answering it with 400 would hand the browser an error for its next request.
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var received = [UInt8]()
        while received.count < 64 * 1024 {
            let count = recv(client, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
            if received.count >= 4, received.suffix(4) == [13, 10, 13, 10] { break }
            if String(decoding: received, as: UTF8.self).contains("\r\n\r\n") { break }
        }
        if received.isEmpty { return }
        let response: HTTPResponse
        if let request = HTTPRequest(parsing: received) {
            response = responder(request)
        } else {
            response = HTTPResponse(status: 400, body: Data("Bad request\n".utf8))
        }
        response.send(to: client)
    }

    private static func error(_ message: String) -> DiagnosticError {
        DiagnosticError(.error("serve.bind", at: nil, message))
    }
}
