import Foundation
import GalleyServe
import Testing

@testable import GalleySite

extension ServeTests {
    /// Once the files have settled, a rebuild takes unchanged articles on their stamps; an edit
    /// the watcher reports that keeps the file's size and inode (written in place) is still
    /// rebuilt and served.
    @Test func aSettledSessionServesAnInPlaceSameSizeEdit() async throws {
        let running = try await Running()
        defer { running.stop() }
        let article = running.fixture.root.appendingPathComponent("Content/en/every-block.md")
        let original = try String(contentsOf: article, encoding: .utf8)
        try (original + "\nMarker AAAA.\n").write(to: article, atomically: true, encoding: .utf8)
        try await IncrementalBuildStampTests.waitUntilSettled(running.fixture.root)
        #expect(await running.session.rebuild().succeeded)
        #expect(await running.session.rebuild().succeeded)
        #expect(running.session.memo.unreadFiles > 0, "settled files are taken on their stamps")

        let events = try ServeRawClient(port: running.port)
        events.send("GET /__galley/events HTTP/1.1\r\nAccept: text/event-stream\r\n\r\n")
        #expect(events.read(until: ": connected", timeout: 5) != nil)
        let stopWatching = running.watchOnItsOwnThread()
        defer { stopWatching() }
        let inode = try FileManager.default.attributesOfItem(atPath: article.path)[.systemFileNumber] as? Int
        try (original + "\nMarker BBBB.\n").write(to: article, atomically: false, encoding: .utf8)
        #expect(try FileManager.default.attributesOfItem(atPath: article.path)[.systemFileNumber] as? Int == inode)
        #expect(await events.waitFor("event: reload", timeout: 300) != nil, "no reload event after the edit")
        let page = try ServeRawClient.exchange("GET /en/every-block/ HTTP/1.1\r\n\r\n", port: running.port)
        #expect(page.body.contains("Marker BBBB.") && !page.body.contains("Marker AAAA."))
    }
}
