import Foundation
import Testing

@testable import GalleyMarkdown

/// Compares the trees that two settings of ``CommonMarkConverter`` give for every example of the
/// shared spec files (with the site's extensions): the tests of Galley's copies of cmark-gfm
/// extensions, which must give the extension's own tree.
enum SpecExampleComparison {
    /// Whether the shared spec files are here.
    static var isAvailable: Bool { ConformanceTests.specDirectory != nil }

    /// The nodes of `source` with the site's extensions, the converter set by `setting`.
    static func nodes(_ source: String, _ setting: (inout CommonMarkConverter) -> Void) -> [MarkdownNode] {
        var converter = CommonMarkConverter(lineOffset: 0, extensions: .gfm)
        setting(&converter)
        return converter.convert(source)
    }

    /// Records an issue for each example, among those `including` selects, whose trees differ
    /// between the converter as `variant` sets it (`true`) and as it is by default (`false`),
    /// and returns how many examples were compared.
    static func compare(
        including: (String) -> Bool = { _ in true }, variant: @escaping (inout CommonMarkConverter, Bool) -> Void
    ) throws -> Int {
        try CIRequirement.require(isAvailable, "../shared/spec-tests/commonmark-gfm is missing")
        let directory = try #require(ConformanceTests.specDirectory)
        func nodes(_ source: String, _ flag: Bool) -> [MarkdownNode] {
            Self.nodes(source) { variant(&$0, flag) }
        }
        var compared = 0
        for file in ["spec.txt", "extensions.txt", "regression.txt", "smart_punct.txt"] {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for example in SpecExample.examples(in: text) where including(example.markdown) {
                #expect(
                    nodes(example.markdown, false) == nodes(example.markdown, true),
                    "\(file) \(example.testDescription)")
                compared += 1
            }
        }
        return compared
    }
}
