import Foundation
import Testing

@testable import GalleyMarkdown

/// Runs the CommonMark and GFM spec examples through ``HTMLRenderer``, as upstream cmark-gfm's
/// spec runner runs them through cmark: same extensions per example, HTML compared after
/// `normalize.py`'s normalisation.
@Suite struct ConformanceTests {
    /// `../shared/spec-tests/commonmark-gfm` beside the package; absent in users' clones.
    static let specDirectory: URL? = {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let directory = packageRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/spec-tests/commonmark-gfm")
        return FileManager.default.fileExists(atPath: directory.path) ? directory : nil
    }()

    /// Examples whose expected HTML we knowingly do not produce, with the reason.
    static let deliberateDifferences: [String: [Int: String]] = [
        "spec.txt": [:],
        "extensions.txt": [:],
    ]

    /// The extensions upstream enables for every example of a file (`--extensions`); examples
    /// can add more on their opening line.
    static let fileExtensions: [String: [String]] = [
        "spec.txt": [],
        "extensions.txt": ["table", "strikethrough", "autolink", "tagfilter", "footnotes", "tasklist"],
    ]

    @Test(
        CIRequirement.enabled(
            if: specDirectory != nil,
            "../shared/spec-tests/commonmark-gfm is not present next to the package; conformance skipped"),
        arguments: ["spec.txt", "extensions.txt", "regression.txt"])
    func examplesMatchUpstream(file: String) throws {
        try CIRequirement.require(Self.specDirectory != nil, "../shared/spec-tests/commonmark-gfm is missing")
        let directory = try #require(Self.specDirectory)
        let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        let examples = SpecExample.examples(in: text)
        let differences = Self.deliberateDifferences[file] ?? [:]
        var passed = 0
        var run = 0
        var rawEqual = 0
        for example in examples where !example.extensions.contains("disabled") {
            run += 1
            let actual = Self.render(example, fileExtensions: Self.fileExtensions[file] ?? [])
            // Upstream's runner passes any output for `<IGNORE>`: such examples only check that
            // parsing and rendering finish.
            let matches =
                example.html.trimmingCharacters(in: .whitespacesAndNewlines) == "<IGNORE>"
                || HTMLNormalizer.normalize(actual) == HTMLNormalizer.normalize(example.html)
            if matches { passed += 1 }
            if actual == example.html { rawEqual += 1 }
            if let reason = differences[example.number] {
                if matches {
                    Issue.record("\(file) \(example.testDescription) now passes; remove it (\(reason))")
                }
            } else if !matches {
                Issue.record(
                    """
                    \(file) \(example.testDescription) differs
                    markdown: \(example.markdown.debugDescription)
                    expected: \(example.html.debugDescription)
                    actual:   \(actual.debugDescription)
                    """)
            }
        }
        let disabled = examples.count - run
        print(
            "GFM \(file): \(passed)/\(run) passed (\(rawEqual) byte-identical)"
                + (differences.isEmpty ? "" : ", \(differences.count) deliberate differences")
                + (disabled == 0 ? "" : ", \(disabled) disabled upstream"))
        #expect(run > 0, "no examples found in \(file)")
    }

    static func render(_ example: SpecExample, fileExtensions: [String]) -> String {
        let names = Set(fileExtensions + example.extensions)
        var extensions: MarkdownExtensions = []
        if names.contains("table") { extensions.insert(.table) }
        if names.contains("strikethrough") { extensions.insert(.strikethrough) }
        if names.contains("autolink") { extensions.insert(.autolink) }
        if names.contains("tasklist") { extensions.insert(.tasklist) }
        if names.contains("footnotes") { extensions.insert(.footnotes) }
        let document = MarkdownDocument(
            parsing: example.markdown, file: "spec.md", extensions: extensions)
        let options = HTMLRenderer.Options(
            rawHTML: names.contains("tagfilter") ? .allowWithTagFilter : .allowUnfiltered,
            headingIDs: false)
        return document.html(options: options)
    }
}
