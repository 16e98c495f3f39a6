import Foundation
import GalleyCore
import Testing

@testable import GalleySite

/// A file written from pieces (a locale's search index) holds exactly their bytes, and the
/// stamp returned is the file's as the write left it.
@Suite struct OutputPiecesTests {
    let parent: URL

    init() throws {
        parent = FileManager.default.temporaryDirectory.appendingPathComponent("galley-pieces-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    }

    /// Small pieces (held back to go out with the next large one), large ones, an empty one,
    /// and small ones at the end.
    static let pieces: [ArraySlice<UInt8>] = [
        Array("{".utf8)[...], Array(repeating: UInt8(ascii: "a"), count: 300)[...], [],
        Array(",".utf8)[...], Array(",".utf8)[...], Array(repeating: UInt8(ascii: "b"), count: 70_000)[...],
        Array(repeating: UInt8(ascii: "c"), count: 1_000)[100..<900], Array("}".utf8)[...], Array("\n".utf8)[...],
    ]

    @Test func writesThePiecesInOrderAndReturnsTheFilesStamp() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = try SiteOutput(destination: parent.appendingPathComponent("_site"))
        let stamp = try output.write(pieces: Self.pieces, to: "en/search.json")
        let file = output.staging.appendingPathComponent("en/search.json")
        #expect(try [UInt8](Data(contentsOf: file)) == Array(Self.pieces.joined()))
        #expect(FileStamp(path: file.path)?.content == stamp)
        #expect(stamp.size == Int64(Self.pieces.reduce(0) { $0 + $1.count }))
    }

    /// The file replaced is unlinked first: a page hard-linked from the previous output keeps
    /// its bytes.
    @Test func neverWritesThroughAHardLink() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = try SiteOutput(destination: parent.appendingPathComponent("_site"))
        let previous = parent.appendingPathComponent("previous.json")
        try Data("previous".utf8).write(to: previous)
        try FileManager.default.createDirectory(
            at: output.staging.appendingPathComponent("en"), withIntermediateDirectories: true)
        #expect(link(previous.path, output.staging.appendingPathComponent("en/search.json").path) == 0)
        _ = try output.write(pieces: Self.pieces, to: "en/search.json")
        #expect(try String(contentsOf: previous, encoding: .utf8) == "previous")
    }

    @Test func aFailedWriteIsADiagnostic() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = try SiteOutput(destination: parent.appendingPathComponent("_site"))
        try output.write("file", to: "page")
        do {
            _ = try output.write(pieces: Self.pieces, to: "page/search.json")
            Issue.record("a write below a file succeeded")
        } catch {
            #expect(error.diagnostics.map(\.id) == ["output.write"])
        }
    }

    /// The pieces of a search index are its JSON, with the same fragment offsets.
    @Test func searchIndexPiecesJoinToItsJSON() throws {
        let fragments: [ArraySlice<UInt8>] = [
            Array(#"{"url":"/a/"}"#.utf8)[...], [], Array(#"{"url":"/b/"},{"url":"/b/#x"}"#.utf8)[...],
        ]
        var joinedOffsets: [Int: Int] = [:]
        var pieceOffsets: [Int: Int] = [:]
        let json = SearchIndex.json(locale: "hr", fragments: fragments) { joinedOffsets[$0] = $1 }
        let pieces = SearchIndex.pieces(locale: "hr", fragments: fragments) { pieceOffsets[$0] = $1 }
        #expect(Data(pieces.joined()) == json)
        #expect(joinedOffsets == pieceOffsets && joinedOffsets == [0: 12, 2: 26])
        #expect(
            String(decoding: json, as: UTF8.self)
                == #"{"entries":[{"url":"/a/"},{"url":"/b/"},{"url":"/b/#x"}],"locale":"hr"}"#)
    }
}
