import Dispatch
import Synchronization
import Testing

@testable import GalleyMarkdown

/// cmark-gfm keeps its trigger characters in one global table that each parser changes while it
/// parses, so the converter parses one document at a time: converters on several threads at once
/// must each give the tree one gives alone.
@Suite struct ConcurrentParsingTests {
    /// Documents whose trees depend on the table: strikethrough (`~`, which also changes how the
    /// `*` beside it is read), `https:` and `www.` autolinks (`:` and `w`), and table header
    /// rows, which cmark-gfm parses while the document is fed.
    static let documents: [(source: String, extensions: MarkdownExtensions)] = [
        ("Some ~~struck~~ words, and a*~foo~*b after them.\n", .gfm),
        ("See https://example.com/path and ~~gone~~ too.\n", .gfm),
        ("Visit www.example.org or mail someone@example.com.\n", .gfm),
        ("| ~~a~~ | https://example.net |\n| --- | --- |\n| b | c |\n", .gfm),
        ("Plain a*~foo~*b and ~~not struck~~ with https://example.com here.\n", []),
        ("A list:\n\n- ~~x~~ one\n- www.example.com two\n", .gfm),
    ]

    static func nodes(_ document: (source: String, extensions: MarkdownExtensions)) -> [MarkdownNode] {
        CommonMarkConverter(lineOffset: 0, extensions: document.extensions).convert(document.source)
    }

    @Test func theDocumentsDependOnTheTriggerTable() {
        // Each document's tree with its own extensions differs from its tree without them, so
        // a parser that lost its triggers to another would give a different tree.
        for document in Self.documents where document.extensions == .gfm {
            #expect(Self.nodes(document) != Self.nodes((document.source, [])), "\(document.source)")
        }
        // The plain document's `a*~foo~*b` is emphasis only when `~` is skipped, as it is with
        // strikethrough: a parser without it must not see another's `~`.
        let plain = Self.documents[4]
        #expect(!Self.nodes(plain).contains { $0.kind == .emphasis })
        #expect(Self.nodes((plain.source, .gfm)).contains { $0.kind == .emphasis })
    }

    @Test func parsersOnManyThreadsGiveTheTreesOfOneParserAlone() {
        let expected = Self.documents.map(Self.nodes)
        let mismatches = Mutex<[String]>([])
        let rounds = 400
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<rounds {
                // Each thread walks the documents in its own order, so different documents and
                // different extensions meet.
                let index = (round * (thread + 1) + thread) % Self.documents.count
                let nodes = Self.nodes(Self.documents[index])
                if nodes != expected[index] {
                    mismatches.withLock { $0.append(Self.documents[index].source) }
                }
            }
        }
        let found = mismatches.withLock { $0 }
        #expect(found.isEmpty, "\(found.count) of \(8 * rounds) trees differed, first: \(found.first ?? "")")
    }
}
