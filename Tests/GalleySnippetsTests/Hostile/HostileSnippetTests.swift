import Foundation
import GalleyCore
import GalleyTestSupport
import GalleyToolchain
import Testing

@testable import GalleySnippets

/// Snippets written to escape: each runs under `--sandbox required` and must fail with a
/// diagnostic naming the limit, or be contained; nothing outside its folder may change (the
/// site, its cache, the home directory, `/tmp`, the toolchain), no process may survive it, and
/// galley carries on. Without a working bubblewrap these cannot run safely (`kill(-1, …)` as
/// root), so they are skipped with that reason; in CI (`CI=true`) they fail instead.
@Suite(.serialized) struct HostileSnippetTests {
    static let isolationAvailable = (try? SandboxIsolation.resolve(.required)) != nil

    @Test(
        CIRequirement.enabled(if: isolationAvailable, "bubblewrap cannot isolate runs here"),
        arguments: HostileCase.all)
    func hostileSnippetIsContained(_ row: HostileCase) async throws {
        try CIRequirement.require(Self.isolationAvailable, "bubblewrap cannot isolate runs here")
        try await Self.check(row, sandbox: .required)
    }

    /// The escapes of the review, reproduced: with limits only (`--sandbox off`, what runs
    /// had before bubblewrap) each of them works.
    @Test(arguments: HostileCase.all.filter(\.escapesWithoutIsolation))
    func escapeWorksWithLimitsOnly(_ row: HostileCase) async throws {
        try await Self.check(row, sandbox: .off)
    }

    static func check(_ row: HostileCase, sandbox: SandboxPolicy) async throws {
        let token = UUID().uuidString.prefix(8).lowercased()
        defer {
            unlink("/tmp/galley-pwn-\(token)")
            unlink(FileManager.default.currentDirectoryPath + "/galley-planted-\(token)")
            // Without isolation, `../../galley-runner` from a run's folder lands in the temporary folder.
            if sandbox == .off { unlink(FileManager.default.temporaryDirectory.path + "/galley-runner") }
        }
        let home = try #require(getpwuid(geteuid())).pointee.pw_dir.map { String(cString: $0) } ?? "/root"
        let homeName = "galley-canary-\(token)"
        let homeFile = home + "/" + homeName
        try Data("canary".utf8).write(to: URL(fileURLWithPath: homeFile))
        defer { unlink(homeFile) }
        let secret = "galley-secret-\(token)"
        setenv("GALLEY_HOSTILE_TEST_SECRET", secret, 1)
        defer { unsetenv("GALLEY_HOSTILE_TEST_SECRET") }
        let listener = try Listener()
        defer { listener.close() }
        let toolchainLib = URL(fileURLWithPath: Site.toolchain.swiftc).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib").path

        var site = try Site(["Content/en/a.md": ""])
        defer { site.remove() }
        let code = row.code.replacingOccurrences(of: "TOKEN", with: token)
            .replacingOccurrences(of: "SITE", with: site.root.path)
            .replacingOccurrences(of: "HOMEFILE", with: homeFile)
            .replacingOccurrences(of: "HOMENAME", with: homeName)
            .replacingOccurrences(of: "SECRET", with: secret)
            .replacingOccurrences(of: "TOOLCHAIN", with: toolchainLib)
            .replacingOccurrences(of: "PORT", with: String(listener.port))
        // The token as the program's argument: every process of the run (the program, its forks,
        // bubblewrap around it) carries it on its command line, so the survivor check sees them all.
        let article = "```swift run timeout=\(row.timeout) args=galley-run-\(token)\n\(code)\n```\n"
        try site.write("Content/en/a.md", article)
        site.articles = ["Content/en/a.md": article]
        let before = Self.snapshot(site.root)
        let report = try await site.verify(limits: row.limits, sandbox: sandbox)
        if sandbox == .off {
            if row.escapeShowsAsSurvivor {
                // Its own session and process group: the group kill misses it.
                let survivors = await Self.survivors(token)
                #expect(!survivors.isEmpty, "the child did not outlive the run")
                // It leads its own group (with its `sleep`): end both.
                for pid in survivors.compactMap({ pid_t($0) }) {
                    kill(-pid, SIGKILL)
                    kill(pid, SIGKILL)
                }
            } else {
                #expect((report.results.first?.actualOutput ?? "").contains("ESCAPED"), "\(report.diagnostics)")
            }
            return
        }

        let result = try #require(report.results.first)
        #expect(!(result.actualOutput ?? "").contains("ESCAPED"), "the attack worked: \(row.name)")
        switch row.verdict {
        case .contained(let text):
            #expect(result.status == .passed, "\(report.diagnostics.map(\.description))")
            #expect((result.actualOutput ?? "").contains(text), "output: \(result.actualOutput ?? "nil")")
        case .fails(let text):
            #expect(result.status != .passed)
            let said = report.diagnostics.map(\.description).joined(separator: "\n")
            #expect(said.contains(text), "\(said)")
        }
        // Nothing outside the run's folder changed.
        // The cache gains its key and this unit's entry, nothing else.
        let after = Self.snapshot(site.root).filter { !$0.key.hasPrefix(".cache") }
        #expect(after == before, "the site changed")
        let cached = Self.snapshot(site.cache).keys.filter { !$0.hasPrefix("runtime") }
        #expect(!cached.contains { $0.contains(token) }, "a cache entry was planted: \(cached)")
        #expect(FileManager.default.fileExists(atPath: homeFile), "the home directory changed")
        let tmp = (try? FileManager.default.contentsOfDirectory(atPath: "/tmp")) ?? []
        #expect(!tmp.contains { $0.contains(token) }, "/tmp changed")
        #expect(!FileManager.default.fileExists(atPath: toolchainLib + "/galley-pwn-\(token)"))
        #expect(
            !FileManager.default.fileExists(
                atPath: FileManager.default.currentDirectoryPath + "/galley-planted-\(token)"))
        #expect(listener.acceptedConnection() == false, "a connection reached the host")
        // No process survives the run.
        #expect(await Self.survivors(token).isEmpty, "processes outlived the run")
    }

    /// Every file and folder under `root`, with a hash of each file's bytes.
    static func snapshot(_ root: URL) -> [String: String] {
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let path = walker?.nextObject() as? String {
            let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
            files[path] = data.map { SHA256.hex(bytes: $0) } ?? "folder"
        }
        return files
    }

    /// Processes whose command line mentions `token`, after a moment for the kernel to reap.
    static func survivors(_ token: String) async -> [String] {
        var found: [String] = []
        for _ in 0..<10 {
            found = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { pid in
                guard Int(pid) != nil, let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")
                else { return false }
                return String(decoding: data, as: UTF8.self).contains(token)
            }
            if found.isEmpty { return [] }
            try? await Task.sleep(for: .milliseconds(200))
        }
        return found
    }
}

/// A TCP server on 127.0.0.1 that a snippet must not reach.
final class Listener: @unchecked Sendable {
    let fd: Int32
    let port: UInt16

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 8) == 0 else {
            throw DiagnosticError(.error("test.listener", at: nil, "cannot listen: errno \(errno)"))
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        _ = fcntl(fd, F_SETFL, O_NONBLOCK)
        self.fd = fd
        port = UInt16(bigEndian: address.sin_port)
    }

    /// Whether anything connected.
    func acceptedConnection() -> Bool {
        let client = accept(fd, nil, nil)
        if client >= 0 { Foundation.close(client) }
        return client >= 0
    }

    func close() { Foundation.close(fd) }
}
