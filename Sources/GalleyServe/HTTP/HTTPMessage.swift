import Foundation
internal import GalleyPlatform

/// A parsed HTTP request line and headers.
package struct HTTPRequest: Sendable {
    package var method: String
    /// The raw request target, e.g. `/hr/makro-entry/?q=1`.
    package var target: String
    /// Header names lowercased.
    package var headers: [String: String]

    /// Parses the head of a request; `nil` for anything malformed.
    package init?(parsing bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let head = text.components(separatedBy: "\r\n\r\n").first else { return nil }
        var lines = head.components(separatedBy: "\r\n")
        let parts = lines.removeFirst().split(separator: " ")
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return nil }
        method = String(parts[0])
        target = String(parts[1])
        headers = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
    }

    /// The path without the query string, percent-decoded.
    package var path: String {
        let raw =
            target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(
                String.init) ?? "/"
        return raw.removingPercentEncoding ?? raw
    }
}

/// A response, written in one go; `stream` keeps the connection open for server-sent events.
package struct HTTPResponse: Sendable {
    package var status: Int
    package var headers: [(String, String)]
    package var body: Data
    /// For event streams: called with a writer until it returns false.
    package var stream: (@Sendable (_ write: (String) -> Bool) -> Void)?

    package init(
        status: Int, headers: [(String, String)] = [], body: Data = Data(),
        stream: (@Sendable ((String) -> Bool) -> Void)? = nil
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.stream = stream
    }

    static let reasons = [
        200: "OK", 301: "Moved Permanently", 302: "Found", 400: "Bad Request", 404: "Not Found",
        405: "Method Not Allowed", 503: "Service Unavailable",
    ]

    func send(to client: Int32) {
        var head = "HTTP/1.1 \(status) \(Self.reasons[status] ?? "Status")\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if stream == nil { head += "Content-Length: \(body.count)\r\nConnection: close\r\n" }
        head += "\r\n"
        guard write(client, Data(head.utf8)) else { return }
        if let stream {
            stream { chunk in write(client, Data(chunk.utf8)) }
        } else {
            _ = write(client, body)
        }
    }

    private func write(_ client: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = Descriptors.sendWithoutSignal(client, raw.baseAddress! + offset, raw.count - offset)
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }
}
