import Foundation
import GalleyCore
import GalleyTestSupport
import Testing

@testable import GalleySite

/// The whole fixture site, every file the build writes, as one golden (mdBook keeps fixture
/// books the same way). Built into a `MemorySink`, so the disk is never touched.
///
/// The golden is our own output, recorded on purpose and reviewed: it proves that a change
/// left every byte of every page as it was (or shows exactly which bytes moved), not that the
/// pages are right; the page tests and browser tests check that.
@Suite struct WholeSiteGoldenTests {
    @Test func everyFileOfTheFixtureSiteIsAsRecorded() async throws {
        let fixture = try PreviewFixture(content: "Content")
        defer { fixture.remove() }
        let sink = MemorySink()
        let result = await SiteBuilder(options: fixture.options(verify: true)).build(into: sink)
        #expect(result.succeeded, "\(result.diagnostics.all)")
        #expect(!FileManager.default.fileExists(atPath: fixture.output.path), "a sink build wrote to disk")
        #expect(sink.files["en/every-block/index.html"] != nil)
        // The fixture lives in a fresh temporary folder; its path is the one part that moves.
        Snapshot.expect(
            Self.dump(sink.files).replacingOccurrences(of: fixture.root.path, with: "<project>"),
            matches: Snapshot.file(suite: "WholeSite", name: "reader-site.txt", besides: #filePath))
    }

    /// Text files in full; copied assets (stylesheet, script, icon) by size and digest only, so
    /// a style change shows as one line; the generated GalleyUI inventory by name only.
    static func dump(_ files: [String: Data]) -> String {
        var text = ""
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            if path == "galleyui-inventory.md" {
                // Generated from the runtime's declarations, so it changes with GalleyUI;
                // InventoryTests holds it to its sources.
                text += "==== \(path) (generated)\n"
            } else if path.hasPrefix("css/") || path.hasPrefix("js/")
                || !["html", "xml", "json"].contains(
                    (path as NSString).pathExtension)
            {
                text += "==== \(path) (\(data.count) bytes, sha256 \(SHA256.hex(bytes: data).prefix(16)))\n"
            } else {
                text += "==== \(path)\n" + String(decoding: data, as: UTF8.self) + "\n"
            }
        }
        return text
    }
}
