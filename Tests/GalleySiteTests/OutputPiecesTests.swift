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
        let stamp = try output.write(pieces: Self.pieces.map { .bytes($0) }, keptFrom: nil, to: "en/search.json")
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
        _ = try output.write(pieces: Self.pieces.map { .bytes($0) }, keptFrom: nil, to: "en/search.json")
        #expect(try String(contentsOf: previous, encoding: .utf8) == "previous")
    }

    @Test func aFailedWriteIsADiagnostic() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = try SiteOutput(destination: parent.appendingPathComponent("_site"))
        try output.write("file", to: "page")
        do {
            _ = try output.write(pieces: Self.pieces.map { .bytes($0) }, keptFrom: nil, to: "page/search.json")
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
        let pieces = SearchIndex.pieces(locale: "hr", fragments: fragments.map { .bytes($0) }) {
            pieceOffsets[$0] = $1
        }
        #expect(try SiteRenderer.join(pieces, keptFrom: nil, path: "hr/search.json") == json)
        #expect(joinedOffsets == pieceOffsets && joinedOffsets == [0: 12, 2: 26])
        #expect(
            String(decoding: json, as: UTF8.self)
                == #"{"entries":[{"url":"/a/"},{"url":"/b/"},{"url":"/b/#x"}],"locale":"hr"}"#)
    }

    /// Fragments kept in the previous index are copied from it: an index made again from the
    /// same fragments, some new, has the bytes of one made from bytes alone.
    @Test func keptFragmentsAreCopiedFromThePreviousIndex() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let fragments = (0..<6).map {
            Array(#"{"url":"/page-\#($0)/","text":"\#(String(repeating: "x", count: $0 * 300))"}"#.utf8)[...]
        }
        var offsets: [Int: Int] = [:]
        let previous = parent.appendingPathComponent("previous.json")
        try SearchIndex.json(locale: "en", fragments: fragments) { offsets[$0] = $1 }.write(to: previous)
        let stamp = try #require(FileStamp(path: previous.path)).content
        let source = try #require(SearchSource(path: previous.path, stamp: stamp))

        // Pages 0, 1, 2 and 4 kept, 3 and 5 new: two runs of kept fragments, one of them merged.
        var edited = fragments
        edited[3] = Array(#"{"url":"/page-3/","text":"new"}"#.utf8)[...]
        edited[5] = Array(#"{"url":"/page-5/","text":"newer"}"#.utf8)[...]
        let mixed: [SearchIndex.Piece] = edited.indices.map { position in
            [3, 5].contains(position)
                ? .bytes(edited[position]) : .kept(offset: offsets[position]!, count: fragments[position].count)
        }
        let pieces = SearchIndex.coalesced(SearchIndex.pieces(locale: "en", fragments: mixed))
        #expect(pieces.filter { if case .kept = $0 { true } else { false } }.count == 2)
        let output = try SiteOutput(destination: parent.appendingPathComponent("_site"))
        _ = try output.write(pieces: pieces, keptFrom: source, to: "en/search.json")
        let written = try Data(contentsOf: output.staging.appendingPathComponent("en/search.json"))
        #expect(written == SearchIndex.json(locale: "en", fragments: edited))
        #expect(try SiteRenderer.join(pieces, keptFrom: source, path: "en/search.json") == written)
    }

    /// Only a file whose stamp is the one kept is opened as the previous index.
    @Test func aSourceWhoseStampChangedIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let previous = parent.appendingPathComponent("previous.json")
        try Data("{}".utf8).write(to: previous)
        let stamp = try #require(FileStamp(path: previous.path)).content
        #expect(SearchSource(path: previous.path, stamp: stamp) != nil)
        try Data("{}\n".utf8).write(to: previous)
        #expect(SearchSource(path: previous.path, stamp: stamp) == nil)
        #expect(SearchSource(path: parent.appendingPathComponent("missing.json").path, stamp: stamp) == nil)
    }
}
