import Foundation
import GalleyTestSupport
import Testing

/// Croatian search: `galley.js` folds queries and the index's text the same way, so `cvor`
/// finds `čvor`.
@Suite struct SearchFoldingTests {
    struct Index: Decodable {
        struct Entry: Decodable {
            var url: String
            var title: String
            var text: String
        }
        var locale: String
        var entries: [Entry]
    }

    static let node = ["/usr/bin/node", "/usr/local/bin/node"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    func builtIndex() async throws -> (Data, Index) {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        try await fixture.build()
        let data = try Data(contentsOf: fixture.output.appendingPathComponent("hr/search.json"))
        return (data, try JSONDecoder().decode(Index.self, from: data))
    }

    /// The index holds each section's text as written, diacritics and capitals included, and
    /// no folded copy of it: the browser folds, once per entry.
    @Test(arguments: ["čvor", "đorada"])
    func indexHoldsTheTextAsWritten(word: String) async throws {
        let (data, index) = try await builtIndex()
        #expect(index.locale == "hr")
        #expect(
            index.entries.contains { ($0.title + " " + $0.text).lowercased().contains(word) },
            "the fixture has '\(word)', diacritics kept")
        #expect(!String(decoding: data, as: UTF8.self).contains(#""folded""#))
    }

    @Test(CIRequirement.enabled(if: node != nil, "node is not installed; galley.js's folding is not checked"))
    func javascriptSearchFindsFoldedWords() async throws {
        try CIRequirement.require(Self.node != nil, "node is not installed")
        let (data, _) = try await builtIndex()
        let indexFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-search-\(UUID()).json")
        try data.write(to: indexFile)
        defer { try? FileManager.default.removeItem(at: indexFile) }
        let script = """
            const galley = require(process.argv[1]);
            const index = JSON.parse(require("fs").readFileSync(process.argv[2], "utf8"));
            const urls = (q) => galley.search(index.entries, q).hits.map((hit) => hit.entry.url);
            console.log(JSON.stringify({
              fold: [galley.fold("Čvor"), galley.fold("Đorada")],
              cvor: urls("cvor"), again: urls("cvor"), capitals: urls("CVOR"), dorada: urls("dorada"),
              nothing: urls("zzzz")
            }));
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.node!)
        process.arguments = [
            "-e", script, PreviewFixture.repository.appendingPathComponent("Public/js/galley.js").path,
            indexFile.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let result = try JSONDecoder().decode([String: [String]].self, from: output)
        #expect(result["fold"] == ["cvor", "dorada"])
        #expect(result["cvor"]?.contains("/hr/svaki-blok/#cvor-stabla") == true, "\(result)")
        #expect(result["dorada"]?.contains("/hr/svaki-blok/#dorada-koda") == true, "\(result)")
        // Entries are folded on the first search and kept: later searches give the same hits.
        #expect(result["again"] == result["cvor"] && result["capitals"] == result["cvor"], "\(result)")
        #expect(result["nothing"] == [])
    }
}
