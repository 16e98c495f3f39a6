import GalleyServe
import Testing

@testable import GalleySite

/// The preview server's request parser: what it accepts and what it refuses.
@Suite struct HTTPRequestTests {
    static func parse(_ text: String) -> HTTPRequest? { HTTPRequest(parsing: Array(text.utf8)) }

    @Test func parsesMethodTargetAndHeadersCaseInsensitively() throws {
        let request = try #require(
            Self.parse(
                "GET /hr/makro-entry/?q=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language:  hr, en;q=0.5 \r\n\r\n"))
        #expect(request.method == "GET")
        #expect(request.target == "/hr/makro-entry/?q=1")
        #expect(request.path == "/hr/makro-entry/")
        #expect(request.headers["accept-language"] == "hr, en;q=0.5")
        #expect(request.headers["host"] == "127.0.0.1")
    }

    @Test func decodesPercentEscapesInThePath() throws {
        #expect(Self.parse("GET /hr/%C4%8Dvor/ HTTP/1.1\r\n\r\n")?.path == "/hr/čvor/")
    }

    @Test(arguments: [
        "",
        "GET /\r\n\r\n",
        "GET / HTTP/2\r\n\r\n",
        "GET  / HTTP/1.1 extra\r\n\r\n",
        "GET / HTTP/1.1\r\nno colon here\r\n\r\n",
        "\u{0}\u{1}\u{2}",
    ])
    func refusesMalformedRequests(text: String) {
        #expect(Self.parse(text) == nil)
    }

    @Test func ignoresTheBody() throws {
        let request = try #require(Self.parse("POST /x HTTP/1.0\r\nContent-Length: 3\r\n\r\nabc"))
        #expect(request.method == "POST" && request.headers.count == 1)
    }
}
