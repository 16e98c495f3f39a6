import Foundation
import GalleyTestSupport
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
        // Counts asserted, not only printed: a change in either is a change to look at.
        let expected = try #require(Self.expectedCounts[file], "no expected counts for \(file)")
        #expect(
            Counts(examples: examples.count, run: run, normalised: passed, exact: rawEqual) == expected,
            "\(file): counts changed")
    }

    /// What each file gives upstream's runner: examples, examples run (not disabled upstream),
    /// passes after `normalize.py`'s normalisation, and byte-identical outputs (`--no-normalize`).
    struct Counts: Equatable {
        var examples: Int
        var run: Int
        var normalised: Int
        var exact: Int
    }

    static let expectedCounts: [String: Counts] = [
        "spec.txt": Counts(examples: 673, run: 671, normalised: 671, exact: 671),
        "extensions.txt": Counts(examples: 28, run: 28, normalised: 28, exact: 27),
        "regression.txt": Counts(examples: 19, run: 19, normalised: 19, exact: 19),
    ]

    /// The spec examples rendered as the site renders them: heading ids on and raw HTML through
    /// GFM's tag filter (`rawHTML: true`), with the site's default extensions. Every difference from
    /// upstream's expected HTML must be one the configuration causes (heading ids, the tag filter,
    /// the autolink extension), and the number of each is asserted.
    @Test(CIRequirement.enabled(if: specDirectory != nil, "../shared/spec-tests/commonmark-gfm is not present"))
    func specExamplesInTheSiteConfiguration() throws {
        try CIRequirement.require(Self.specDirectory != nil, "../shared/spec-tests/commonmark-gfm is missing")
        let directory = try #require(Self.specDirectory)
        let text = try String(contentsOf: directory.appendingPathComponent("spec.txt"), encoding: .utf8)
        var same = 0
        var headingIDs = 0
        var tagFilter = 0
        var autolinks = 0
        var unexplained: [String] = []
        for example in SpecExample.examples(in: text) where !example.extensions.contains("disabled") {
            // The site's own parse: its default extensions (tables, strikethrough, autolinks, task lists, footnotes).
            let document = MarkdownDocument(parsing: example.markdown, file: "spec.md")
            let actual = document.html(
                options: HTMLRenderer.Options(rawHTML: .allowWithTagFilter, headingIDs: true))
            let expected = HTMLNormalizer.normalize(example.html)
            if HTMLNormalizer.normalize(actual) == expected {
                same += 1
            } else if HTMLNormalizer.normalize(Self.removingHeadingIDs(actual)) == expected {
                // Expected: the site gives every heading an id (for anchors and the outline).
                headingIDs += 1
            } else if Self.tagFilterNames.contains(where: { example.markdown.lowercased().contains("<" + $0) }) {
                // Expected: GFM's tag filter escapes <title>, <textarea>, <style>, <xmp>, <iframe>,
                // <noembed>, <noframes>, <script> and <plaintext> written in Markdown.
                tagFilter += 1
            } else if example.section == "Autolinks" {
                // Expected: the site's autolink extension also links the bare URLs and addresses
                // that these CommonMark-only examples expect as plain text.
                autolinks += 1
            } else {
                unexplained.append(example.testDescription)
            }
        }
        print(
            "GFM spec.txt in the site configuration: \(same) identical, \(headingIDs) differ only by heading ids, \(tagFilter) by the tag filter, \(autolinks) by the autolink extension"
        )
        #expect(unexplained.isEmpty, "differences the configuration does not explain: \(unexplained)")
        #expect(
            same == 621 && headingIDs == 40 && tagFilter == 5 && autolinks == 5,
            "\(same), \(headingIDs), \(tagFilter), \(autolinks)")
    }

    static let tagFilterNames = [
        "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
    ]

    /// The HTML without the ` id="…"` attributes of `<h1>`…`<h6>`.
    static func removingHeadingIDs(_ html: String) -> String {
        html.replacingOccurrences(of: #"(<h[1-6]) id="[^"]*""#, with: "$1", options: .regularExpression)
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
