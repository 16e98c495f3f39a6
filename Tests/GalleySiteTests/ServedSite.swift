import Foundation
import GalleyServe
import GalleyTestSupport
import Testing

@testable import GalleySite

/// A built site served as plain files on 127.0.0.1 for the browser suites, with `head` added
/// after every HTML page's `<head>` (the audit scripts the suite reads back from the DOM).
///
/// Plain files, not the live-reload responder: an open event stream would keep Chromium's
/// virtual clock from ever running out. The server runs on a thread of its own until the test
/// process ends.
final class ServedSite: Sendable {
    let server: PreviewServer
    /// The folder served.
    let output: URL
    /// The fixture project the site was built from, when it was built from one.
    let fixture: PreviewFixture?

    /// Serves `output` (which may still be empty: files are read per request).
    init(output: URL, head: String, fixture: PreviewFixture? = nil) throws {
        try CIRequirement.require(BrowserChromium.executable != nil, "chromium is not installed")
        self.output = output
        self.fixture = fixture
        let files = StaticFileResponder(root: output)
        server = try PreviewServer(port: 0) { request in
            var response = files.respond(to: request)
            if response.headers.contains(where: { $0.1.hasPrefix("text/html") }) {
                let page = String(decoding: response.body, as: UTF8.self)
                response.body = Data(page.replacingOccurrences(of: "<head>", with: "<head>\n" + head).utf8)
            }
            return response
        }
        Thread.detachNewThread { [server] in server.serve() }
    }

    /// Copies `Tests/Fixtures/ReaderSite/<content>` (``PreviewFixture``), builds it and serves it.
    static func fixture(_ content: String, verify: Bool, head: String) async throws -> ServedSite {
        let fixture = try PreviewFixture(content: content)
        try await fixture.build(verify: verify)
        return try ServedSite(output: fixture.output, head: head, fixture: fixture)
    }

    /// `http://127.0.0.1:<port><path>`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(server.port)\(path)" }
}
