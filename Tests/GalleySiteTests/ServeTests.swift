import Foundation
import GalleyServe
import GalleyTestSupport
import Testing

@testable import GalleySite

/// `galley serve` in-process: a real socket on an ephemeral port, the fixture site, raw requests.
@Suite struct ServeTests {
    /// A built fixture served by a started session; `stop()` ends both.
    struct Running {
        let fixture: PreviewFixture
        let session: PreviewSession

        init() async throws {
            fixture = try PreviewFixture()
            session = try PreviewSession(options: fixture.options(), port: 0, keepAlive: 1)
            let result = await session.rebuild()
            try #require(result.succeeded, "\(result.diagnostics.all)")
            session.start()
        }

        var port: UInt16 { session.server.port }

        /// Starts the session's watcher from a snapshot taken now (so a slow start of its task
        /// cannot miss an edit made after this returns), on a thread of its own: on the shared
        /// cooperative pool (two threads on a two-core machine) the suites that wait on compilers
        /// can starve it for minutes. The returned closure stops it.
        func watchOnItsOwnThread() -> @Sendable () -> Void {
            let baseline = session.watcher().snapshot()
            let executor = ThreadExecutor()
            let watcher = Task(executorPreference: executor) { [session] in
                await session.watch(interval: .milliseconds(100), since: baseline)
            }
            return {
                watcher.cancel()
                executor.shutdown()
            }
        }

        func stop() {
            session.stop()
            fixture.remove()
        }
    }

    @Test func listensOnLoopbackOnly() async throws {
        let running = try await Running()
        defer { running.stop() }
        _ = try ServeRawClient(port: running.port)
        // All of 127/8 is loopback on Linux, so a server bound to 0.0.0.0 or to the whole
        // loopback net would answer here; one bound to 127.0.0.1 alone refuses.
        #expect(throws: ServeRawClient.ConnectionRefused.self) {
            try ServeRawClient(host: "127.0.0.2", port: running.port)
        }
        for address in ServeRawClient.externalAddresses() {
            #expect(throws: ServeRawClient.ConnectionRefused.self) {
                try ServeRawClient(host: address, port: running.port)
            }
        }
    }

    @Test(arguments: [
        ("GET /../etc/passwd HTTP/1.1\r\n\r\n", 404),
        ("GET /en/../../etc/passwd HTTP/1.1\r\n\r\n", 404),
        ("GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\n\r\n", 404),
        ("GET /en/./every-block/ HTTP/1.1\r\n\r\n", 404),
        ("GET /nothing-here/ HTTP/1.1\r\n\r\n", 404),
        ("POST /en/ HTTP/1.1\r\nContent-Length: 0\r\n\r\n", 405),
        ("DELETE /en/ HTTP/1.1\r\n\r\n", 405), ("HELLO\r\n\r\n", 400),
        ("GET ../etc/passwd HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nno colon here\r\n\r\n", 400),
        ("GET /en/every-block/ HTTP/1.1\r\n\r\n", 200),
        ("HEAD /css/galley.css HTTP/1.1\r\n\r\n", 200),
    ])
    func answersRawRequests(request: String, status: Int) async throws {
        let running = try await Running()
        defer { running.stop() }
        let response = try ServeRawClient.exchange(request, port: running.port)
        #expect(response.status == status, "\(response.head)")
        if status == 404 {
            #expect(!response.body.contains("root:"), "nothing outside the output is served")
        }
        if status == 405 { #expect(response.head.contains("Allow: GET, HEAD")) }
    }

    @Test func servesPagesWithTheReloadScriptButBuildsWithout() async throws {
        let running = try await Running()
        defer { running.stop() }
        let response = try ServeRawClient.exchange(
            "GET /hr/svaki-blok/ HTTP/1.1\r\n\r\n", port: running.port)
        #expect(response.status == 200)
        #expect(response.body.contains("Svaka vrsta bloka"))
        #expect(response.body.contains("new EventSource(\"/__galley/events\")"))
        let built = try String(
            contentsOf: running.session.output.appendingPathComponent("hr/svaki-blok/index.html"), encoding: .utf8)
        #expect(!built.contains("EventSource"))
        #expect(
            response.body.contains("href=\"http://127.0.0.1:\(running.port)/hr/svaki-blok/\""),
            "canonical URL is local")
    }

    /// A preview never touches what is published: `_site/` stays byte for byte as `galley build`
    /// left it, and the preview's loopback URLs live only in its own folder.
    @Test func previewLeavesThePublishFolderUntouched() async throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        _ = try await fixture.build()
        let published = fixture.output
        func snapshot() throws -> [String: Data] {
            var files: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(atPath: published.path)
            while let path = enumerator?.nextObject() as? String {
                files[path] = FileManager.default.contents(atPath: published.appendingPathComponent(path).path)
            }
            return files
        }
        let before = try snapshot()
        let session = try PreviewSession(options: fixture.options(), port: 0, keepAlive: 1)
        let result = await session.rebuild()
        try #require(result.succeeded, "\(result.diagnostics.all)")
        #expect(session.output.standardizedFileURL.path != published.standardizedFileURL.path)
        #expect(session.output.lastPathComponent == "_site.preview")
        #expect(try snapshot() == before, "serve changed the publish folder")
        let sitemap = try String(contentsOf: published.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        #expect(!sitemap.contains("127.0.0.1"))
        let preview = try String(contentsOf: session.output.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        #expect(preview.contains("http://127.0.0.1:\(session.server.port)/"))
        session.stop()
    }

    @Test(arguments: [
        ("hr-HR,hr;q=0.9,en;q=0.8", "/hr/"), ("en-GB", "/en/"), ("de", "/en/"), (nil, "/en/"),
    ])
    func redirectsTheRootByAcceptLanguage(header: String?, location: String) async throws {
        let running = try await Running()
        defer { running.stop() }
        let line = header.map { "Accept-Language: \($0)\r\n" } ?? ""
        let response = try ServeRawClient.exchange("GET / HTTP/1.1\r\n\(line)\r\n", port: running.port)
        #expect(response.status == 302)
        #expect(
            response.head.contains("Location: \(location)\r\n")
                || response.head.hasSuffix("Location: \(location)"))
    }

    @Test func reloadsOpenTabsAfterAnEdit() async throws {
        let running = try await Running()
        defer { running.stop() }
        let events = try ServeRawClient(port: running.port)
        events.send("GET /__galley/events HTTP/1.1\r\nAccept: text/event-stream\r\n\r\n")
        let connected = events.read(until: ": connected", timeout: 5)
        #expect(connected?.contains("Content-Type: text/event-stream") == true)
        let stopWatching = running.watchOnItsOwnThread()
        defer { stopWatching() }
        let article = running.fixture.root.appendingPathComponent("Content/en/every-block.md")
        try (try String(contentsOf: article, encoding: .utf8) + "\nA sentence added while serving.\n")
            .write(to: article, atomically: true, encoding: .utf8)
        // Generous for a loaded machine; alone this takes well under a second.
        #expect(
            await events.waitFor("event: reload", timeout: 300) != nil, "no reload event after the edit")
        let page = try ServeRawClient.exchange(
            "GET /en/every-block/ HTTP/1.1\r\n\r\n", port: running.port)
        #expect(page.body.contains("A sentence added while serving."))
    }

    /// The session keeps the project in memory: a rebuild after one edit parses and converts
    /// that article alone, and the served page has the edit.
    @Test func aRebuildConvertsOnlyTheEditedArticleAndServesIt() async throws {
        let running = try await Running()
        defer { running.stop() }
        let article = running.fixture.root.appendingPathComponent("Content/en/every-block.md")
        try (try String(contentsOf: article, encoding: .utf8) + "\nA sentence of the second version.\n")
            .write(to: article, atomically: true, encoding: .utf8)
        let result = await running.session.rebuild()
        #expect(result.succeeded, "\(result.diagnostics.all)")
        let counts = running.session.memo.counts
        #expect(counts.parsed == 1 && counts.converted == 1, "\(counts)")
        #expect(counts.reusedLoads > 0 && counts.reusedBodies == counts.reusedLoads)
        let page = try ServeRawClient.exchange("GET /en/every-block/ HTTP/1.1\r\n\r\n", port: running.port)
        #expect(page.body.contains("A sentence of the second version."))
    }

    /// After the first build, which replaced no site, the session makes the next rebuild's
    /// spare while idle; the rebuild after an edit starts from it (its page folders are the
    /// ones the spare made) and serves the edit.
    @Test func theFirstRebuildStartsFromTheSpareMadeWhileIdle() async throws {
        let running = try await Running()
        defer { running.stop() }
        let output = running.session.output
        let spare = output.deletingLastPathComponent()
            .appendingPathComponent(".\(output.lastPathComponent).spare-\(getpid())")
        let page = spare.appendingPathComponent("en/every-block/index.html")
        let inode = FileTree.inode
        // The maker starts 0.2 s after the build; generous for a loaded machine.
        let deadline = Date().addingTimeInterval(60)
        while inode(page) == nil, Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(inode(page) == inode(output.appendingPathComponent("en/every-block/index.html")))
        let folder = try #require(inode(spare.appendingPathComponent("en/every-block")))

        let article = running.fixture.root.appendingPathComponent("Content/en/every-block.md")
        try (try String(contentsOf: article, encoding: .utf8) + "\nA sentence after the spare.\n")
            .write(to: article, atomically: true, encoding: .utf8)
        #expect(await running.session.rebuild().succeeded)
        #expect(inode(output.appendingPathComponent("en/every-block")) == folder)
        let served = try ServeRawClient.exchange("GET /en/every-block/ HTTP/1.1\r\n\r\n", port: running.port)
        #expect(served.body.contains("A sentence after the spare."))
    }

    @Test func failedRebuildKeepsTheLastSiteAndShowsItsErrors() async throws {
        let running = try await Running()
        defer { running.stop() }
        let article = running.fixture.root.appendingPathComponent("Content/en/every-block.md")
        try
            (try String(contentsOf: article, encoding: .utf8)
            + "\nA [broken link](missing-page.md) <here>.\n")
            .write(to: article, atomically: true, encoding: .utf8)
        let result = await running.session.rebuild()
        #expect(!result.succeeded)
        let page = try ServeRawClient.exchange(
            "GET /en/every-block/ HTTP/1.1\r\n\r\n", port: running.port)
        #expect(page.status == 200)
        #expect(
            page.body.contains("Every block kind") && !page.body.contains("broken link"),
            "the last good page")
        #expect(page.body.contains("id=\"galley-build-errors\""))
        #expect(page.body.contains("missing-page.md"), "the diagnostic is shown")

        // Fixing the error removes the overlay.
        try
            (try String(contentsOf: article, encoding: .utf8).replacingOccurrences(
                of: "(missing-page.md)", with: "(#one-group)"))
            .write(to: article, atomically: true, encoding: .utf8)
        #expect(await running.session.rebuild().succeeded)
        let fixed = try ServeRawClient.exchange(
            "GET /en/every-block/ HTTP/1.1\r\n\r\n", port: running.port)
        #expect(fixed.body.contains("broken link") && !fixed.body.contains("galley-build-errors"))
    }
}
