import Foundation
import GalleyTestSupport
import Testing

/// What the browser tests rest on: a page's uncaught exceptions, rejected promises and console
/// errors reach the log they check, a timer the page sets within six seconds has run when the
/// DOM is read, the width and colour scheme asked for are the page's, a page whose load fails
/// still returns, and the browser ends when its pipe closes.
@Suite(
    CIRequirement.enabled(
        if: BrowserChromium.executable != nil, "chromium is not installed (apt-get install chromium)"))
struct BrowserHarnessTests {
    static func page(_ html: String) -> String {
        "data:text/html;base64," + Data(html.utf8).base64EncodedString()
    }

    @Test(arguments: [false, true])
    func errorsReachTheLogAndTimersRunBeforeTheDOMIsRead(dark: Bool) async throws {
        let html = """
            <!doctype html><html><body><p id="out">waiting</p><script>
            console.error("console says no");
            setTimeout(function () {
              document.getElementById("out").textContent =
                innerWidth + " " + matchMedia("(prefers-color-scheme: dark)").matches;
            }, 4000);
            Promise.reject(new RangeError("rejected on purpose"));
            null.property;
            </script></body></html>
            """
        let (dom, log) = try await BrowserChromium(width: 390, dark: dark).dumpDOM(Self.page(html))
        #expect(dom.contains("<p id=\"out\">390 \(dark)</p>"), "\(dom)")
        #expect(log.contains("Uncaught TypeError"), "\(log)")
        #expect(log.contains("Uncaught (in promise) RangeError: rejected on purpose"), "\(log)")
        #expect(log.contains("console.error: console says no"), "\(log)")
    }

    /// Chromium ends when it reads the end of its pipe, which the kernel also closes when the
    /// test process ends however it ends: no browser outlives the suite.
    @Test func theBrowserEndsWhenItsPipeCloses() throws {
        let browser = try DevToolsBrowser(
            executable: try #require(BrowserChromium.executable), flags: ["--disable-gpu"])
        let version = try browser.call("Browser.getVersion", deadline: Date() + 60)
        #expect((version["product"] as? String)?.contains("Chrome") == true, "\(version)")
        #expect(browser.stop(), "Chromium was still running 30 s after its pipe closed")
    }

    @Test func aPageThatCannotLoadStillReturns() async throws {
        // A port that was free a moment ago: nothing listens there, so the connection is refused.
        let port = try #require(Self.freePort())
        let (_, log) = try await BrowserChromium(width: 1280).dumpDOM("http://127.0.0.1:\(port)/")
        #expect(log.contains("failed: net::ERR_CONNECTION_REFUSED"), "\(log)")
    }

    /// A loopback port the kernel had free, found by binding to port 0.
    static func freePort() -> UInt16? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        return bound ? UInt16(bigEndian: address.sin_port) : nil
    }
}
