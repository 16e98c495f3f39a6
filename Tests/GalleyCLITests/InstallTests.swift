import Foundation
import GalleyTestSupport
import Testing

/// `make install-files` into a temporary prefix, then the installed `galley` run from a
/// temporary folder outside the checkout: `init`, `build`, `verify` and `serve` answer, with
/// the runtime and the default theme read from PREFIX/share/galley alone. (`make install` is
/// `make build` followed by the same `install-files`; the test installs the debug binary that
/// `swift build` already made instead of building a release one.)
@Suite(.serialized, .timeLimit(.minutes(10)))
struct InstallTests {
    static let root = BadInputProject.packageRoot
    static let binary = root.appendingPathComponent(".build/debug/galley")
    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: binary.path)
            || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    struct Run {
        var status: Int32
        var output: String
    }

    @discardableResult
    static func run(
        _ executable: String, _ arguments: [String], in folder: URL, environment: [String: String]? = nil
    ) async throws -> Run {
        try await offThread { try runBlocking(executable, arguments, in: folder, environment: environment) }
    }

    static func runBlocking(
        _ executable: String, _ arguments: [String], in folder: URL, environment: [String: String]? = nil
    ) throws -> Run {
        var scrubbed = ProcessInfo.processInfo.environment
        scrubbed["GALLEY_SHARE"] = nil
        let (status, output) = try runWithCombinedOutput(
            URL(fileURLWithPath: executable), arguments, in: folder, environment: environment ?? scrubbed)
        return Run(status: status, output: output)
    }

    /// Copies an executable with `cp` in a child process rather than in this one. A copy made
    /// in this process holds the destination open for writing here, and a child that another
    /// test forks at that moment can inherit the descriptor: starting the copy then fails with
    /// `ETXTBSY` ("Text file busy") while that child holds it (seen in a CI run under the full
    /// suite, still so after five seconds of retries). With `cp`, only `cp` ever holds the file
    /// open for writing, and it has exited before the copy is started.
    static func copyExecutable(_ source: URL, to target: URL) async throws {
        let copy = try await run("/bin/cp", [source.path, target.path], in: target.deletingLastPathComponent())
        try #require(copy.status == 0, "cp: \(copy.output)")
    }

    static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-\(name)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(.enabled(if: available, "needs .build/debug/galley; run `swift build` first"))
    func installedBinaryWorksOutsideTheCheckout() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "no .build/debug/galley")
        let prefix = try Self.temporaryFolder("prefix")
        let work = try Self.temporaryFolder("work")
        defer {
            try? FileManager.default.removeItem(at: prefix)
            try? FileManager.default.removeItem(at: work)
        }
        // The bare binary, copied out without its share folder, cannot find the runtime or theme:
        // proof that what follows uses the installed files, not the checkout's.
        let alone = work.appendingPathComponent("alone")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        try await Self.copyExecutable(Self.binary, to: alone.appendingPathComponent("galley"))
        let bare = alone.appendingPathComponent("galley").path
        #expect(try await Self.run(bare, ["init", "bare"], in: work).status == 0)
        let lost = try await Self.run(bare, ["build"], in: work.appendingPathComponent("bare"))
        #expect(lost.status == 1)
        #expect(lost.output.contains("[share.not-found]"), "\(lost.output)")
        #expect(lost.output.contains("make install PREFIX="), "\(lost.output)")

        let install = try await Self.run(
            "/usr/bin/env", ["make", "-s", "install-files", "PREFIX=\(prefix.path)", "BINARY=\(Self.binary.path)"],
            in: Self.root)
        try #require(install.status == 0, "\(install.output)")
        let galley = prefix.appendingPathComponent("bin/galley").path
        for module in [
            "GalleyUICore", "GalleyCombine", "GalleyUniformTypeIdentifiers", "GalleyUI", "GalleyStoreKit",
            "GalleySwiftData", "GalleyCoreLocation", "GalleyMapKit",
            "EntryMacros",
        ] {
            #expect(
                FileManager.default.fileExists(
                    atPath: prefix.appendingPathComponent("share/galley/Sources/\(module)").path))
        }

        let site = work.appendingPathComponent("site")
        let created = try await Self.run(galley, ["init", "site", "--locales", "en,hr"], in: work)
        #expect(created.status == 0, "\(created.output)")
        #expect(created.output.contains("created site/Content/site.yml"), "\(created.output)")
        #expect(created.output.contains("created site/.gitignore"))
        #expect(created.output.contains("Next: 'cd site && galley build'"), "\(created.output)")
        let ignored = try String(contentsOf: site.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(ignored.contains("/.galley-cache/") && ignored.contains("/_site/"))
        // init never overwrites.
        let again = try await Self.run(galley, ["init", "site"], in: work)
        #expect(again.status == 1)
        #expect(
            again.output.contains("Content/site.yml:1:1: error: 'Content/site.yml' already exists"), "\(again.output)")

        let built = try await Self.run(galley, ["build"], in: site)
        #expect(built.status == 0, "\(built.output)")
        #expect(built.output.contains("1 snippets passed, 0 failed"), "\(built.output)")
        // The placeholder baseURL is a warning until it is set (an error under --strict).
        #expect(
            built.output.contains("Content/site.yml:5:10: warning: baseURL '/' is not an address"), "\(built.output)")
        let page = try String(
            contentsOf: site.appendingPathComponent("_site/en/getting-started/index.html"), encoding: .utf8)
        #expect(page.contains("proven by the compiler"))
        #expect(page.components(separatedBy: "<h1").count == 2, "the starter page has one <h1>")
        let feed = try String(contentsOf: site.appendingPathComponent("_site/en/feed.xml"), encoding: .utf8)
        #expect(!feed.contains("1970-01-01"), "the starter article is dated")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("_site/css").path))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("Templates").path))

        // A GalleyUI snippet compiles against the installed runtime's sources.
        try Data("title: Views\nlocales:\n  - code: en\n    label: English\n".utf8).write(
            to: site.appendingPathComponent("Content/site.yml"))
        try Data(
            """
            ---
            title: A view
            summary: GalleyUI from the share folder.
            ---

            # A view

            ```swift
            import SwiftUI

            struct Greeting: View {
                var body: some View { Text("Hello") }
            }
            ```

            """.utf8
        ).write(to: site.appendingPathComponent("Content/en/view.md"))
        let verified = try await Self.run(galley, ["verify"], in: site)
        #expect(verified.status == 0, "\(verified.output)")
        #expect(verified.output.contains("2 passed, 0 failed"), "\(verified.output)")

        // The theme can be ejected, and the copy then wins.
        let ejected = try await Self.run(galley, ["theme", "eject"], in: site)
        #expect(ejected.status == 0, "\(ejected.output)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("Templates/layout.mustache").path))
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("Public/css").path))
        // The flagship's own page is no part of the theme a user's site gets.
        #expect(
            !FileManager.default.fileExists(atPath: site.appendingPathComponent("Public/galleyui-inventory.md").path))
        #expect(
            !FileManager.default.fileExists(
                atPath: prefix.appendingPathComponent("share/galley/Public/galleyui-inventory.md").path))

        try serveAnswers(galley, in: site)

        let uninstall = try await Self.run(
            "/usr/bin/env", ["make", "-s", "uninstall", "PREFIX=\(prefix.path)"], in: Self.root)
        #expect(uninstall.status == 0, "\(uninstall.output)")
        #expect(!FileManager.default.fileExists(atPath: galley))
        #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/galley").path))
    }

    /// `galley serve --port 0` prints its address; a request for `/` answers with the index.
    func serveAnswers(_ galley: String, in site: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: galley)
        process.arguments = ["serve", "--port", "0"]
        process.currentDirectoryURL = site
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var text = ""
        let deadline = Date().addingTimeInterval(120)
        while !text.contains("http://127.0.0.1:"), Date() < deadline {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let range = try #require(text.range(of: "http://127.0.0.1:"), "serve printed: \(text)")
        let port = try #require(UInt16(text[range.upperBound...].prefix { $0.isNumber }))
        let response = Self.get("/en/", port: port)
        #expect(response.hasPrefix("HTTP/1.1 200"), "\(response.prefix(200))")
    }

    /// One HTTP/1.0 request over a plain socket; the response's first bytes.
    static func get(_ path: String, port: UInt16) -> String {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return "connect failed" }
        let request = "GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n"
        _ = request.utf8CString.withUnsafeBufferPointer { send(descriptor, $0.baseAddress, $0.count - 1, 0) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : ""
    }
}
