import Foundation
import GalleyCore
import GalleyToolchain
import Testing

@testable import GalleySnippets

/// Cache entries are authenticated with the cache's own secret: an entry anyone could compute
/// (a plain checksum), one moved to another key, or one made by another cache is not trusted.
@Suite struct CacheForgeryTests {
    static let failing = "```swift run\nprint(\"real\")\nexit(3)\n```\n"

    static func entries(_ site: Site) -> [URL] {
        FileManager.default.enumerator(
            at: site.cache.appendingPathComponent("units"), includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
    }

    /// A passing verdict for the failing unit, as a snippet would plant it.
    static func forgedPayload(_ entry: URL) throws -> String {
        let text = try String(contentsOf: entry, encoding: .utf8)
        let payload = String(text[text.index(after: text.firstIndex(of: "\n")!)...])
        return payload.replacingOccurrences(of: #""runFailure":"exited with status 3","#, with: "")
    }

    @Test func hmacMatchesRFC4231() {
        #expect(
            HMAC.sha256(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8))
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        let key = [UInt8](repeating: 0xaa, count: 131)
        #expect(
            HMAC.sha256(
                key: key, message: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8))
                == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    @Test func entryWithARecomputedPlainChecksumIsCorrupt() async throws {
        let site = try Site(["Content/en/a.md": Self.failing])
        defer { site.remove() }
        #expect(try await site.verify().failedCount == 1)
        let entry = try #require(Self.entries(site).first)
        let forged = try Self.forgedPayload(entry)
        #expect(!forged.contains("runFailure"))
        for header in ["galley-unit-outcome 2 ", "galley-unit-outcome 1 "] {
            try Data((header + SHA256.hex(forged) + "\n" + forged).utf8).write(to: entry)
            let report = try await site.verify()
            #expect(report.statistics.corruptCacheEntries == 1)
            #expect(report.failedCount == 1, "a forged passing entry was trusted")
        }
    }

    @Test func entryFromAnotherCacheOrKeyIsCorrupt() async throws {
        let site = try Site(["Content/en/a.md": Self.failing])
        let other = try Site(["Content/en/a.md": "```swift run\nprint(\"real\")\n```\n"])
        defer {
            site.remove()
            other.remove()
        }
        _ = try await site.verify()
        _ = try await other.verify()
        let target = try #require(Self.entries(site).first)
        // A genuine passing entry of another cache (another secret), planted under this key.
        let foreign = try #require(Self.entries(other).first)
        try Data(contentsOf: foreign).write(to: target)
        let report = try await site.verify()
        #expect(report.statistics.corruptCacheEntries == 1)
        #expect(report.failedCount == 1)
        // The secret is private to its owner and stays put.
        let key = site.cache.appendingPathComponent("unit-key")
        let attributes = try FileManager.default.attributesOfItem(atPath: key.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try Data(contentsOf: key).count == 32)
    }
}
