import GalleyCore
import GalleyHighlight
import GalleyMarkdown
import GalleySnippets

/// Turns an article's fenced code blocks into figures that show their proof.
///
/// Swift blocks become `SnippetFigure`s with a badge and their output or compiler error;
/// a `before=`/`after=` pair becomes one `ComparisonFigure` placed at the `after` block; an
/// `output` block that belongs to a `run` block is folded into that block's Output panel.
struct FigureRenderer: Sendable {
    /// The article's fenced blocks, each with the attributes parsed when the article loaded.
    let blocks: [FencedBlock]
    /// Each block's position in `blocks`, by its id.
    private let positions: [BlockID: Int]
    let proofs: SnippetProofs
    let localizer: Localizer
    let highlighter: HighlightCache
    /// What snippets compile against, named on every badge.
    let snippets: SnippetSettings
    /// The article's steps when it is a tutorial: step blocks then show their derived diff.
    var tutorial: Tutorial? = nil
    /// The panels' labels, looked up once for the article's figures (`nil` without a figure).
    private let figureLabels: FigureLabels?

    init(
        blocks: [FencedBlock], proofs: SnippetProofs, localizer: Localizer, highlighter: HighlightCache,
        snippets: SnippetSettings, tutorial: Tutorial? = nil
    ) {
        self.snippets = snippets
        self.blocks = blocks
        positions = Dictionary(blocks.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.proofs = proofs
        self.localizer = localizer
        self.highlighter = highlighter
        self.tutorial = tutorial
        figureLabels = blocks.contains { $0.spec != nil } ? Self.labels(localizer) : nil
    }

    /// Replacement HTML for the code block `id`, or `nil` for the default rendering (a block
    /// that is not fenced, not Swift, or whose attributes do not parse, which the fence check
    /// has already reported). UTF-8 bytes, as the page is written.
    func html(for id: BlockID) -> [UInt8]? {
        guard let index = positions[id] else { return nil }
        let block = blocks[index]
        if block.language == "output", index > 0, blocks[index].directlyFollowsPrevious,
            blocks[index - 1].spec?.mode == .run
        {
            return []  // shown in the run block's Output panel
        }
        guard let spec = block.spec else { return nil }
        if spec.step, let tutorial, let step = tutorial.stepIndex(of: id) {
            return Array(stepHTML(block, spec: spec, at: index, step: step, in: tutorial).utf8)
        }
        if spec.before != nil { return [] }  // drawn with its `after` partner
        let figure = self.figure(for: block, spec: spec, at: index)
        if let side = spec.after, let partner = blocks.firstIndex(where: { $0.spec?.before == side }),
            let partnerSpec = blocks[partner].spec
        {
            return Array(
                comparison(
                    before: self.figure(for: blocks[partner], spec: partnerSpec, at: partner), after: figure,
                    afterBlock: block
                ).utf8)
        }
        return figure.htmlBytes()
    }

    var labels: FigureLabels { figureLabels ?? Self.labels(localizer) }

    private static func labels(_ localizer: Localizer) -> FigureLabels {
        FigureLabels(
            copy: localizer.text("snippet.copy"), copied: localizer.text("snippet.copied"),
            output: localizer.text("snippet.output"), error: localizer.text("snippet.error"),
            expanded: localizer.text("snippet.expandedByCompiler"), before: localizer.text("snippet.before"),
            after: localizer.text("snippet.after"), removed: localizer.text("snippet.removed"),
            added: localizer.text("snippet.added"), notVerified: localizer.text("snippet.notVerifiedShort"))
    }

    /// A trap block's Error panel says the error is the expected one.
    private var trapLabels: FigureLabels {
        var labels = self.labels
        labels.error = localizer.text("snippet.expectedError")
        return labels
    }

    func figure(for block: FencedBlock, spec: SnippetSpec, at index: Int) -> SnippetFigure {
        let result = proofs.result(for: block.id)
        let mode: SnippetFigure.Mode =
            switch spec.mode {
            case .check: .check
            case .run: .run
            case .compileFail: .compileFail
            case .ignore: .ignored
            }
        var status: SnippetFigure.Status = .unverifiedBuild
        var badge = localizer.text("snippet.notVerifiedNoVerify")
        let version = Self.provenWith(proofs.toolchainVersion, snippets: snippets, localizer: localizer)
        switch result?.status {
        case .passed?:
            status = .verified
            badge = localizer.text(
                spec.mode == .compileFail
                    ? "snippet.failsAsExpected" : spec.trap ? "snippet.trapsAsExpected" : "snippet.compiledWith",
                ["version": version])
        case .failed?:
            status = .failed
            badge = localizer.text("snippet.failed")
        case .ignored(let reason)?, .skipped(let reason)?:
            status = .notVerified(reason: reason)
            badge = localizer.text("snippet.notVerified", ["reason": reason])
        case nil:
            if spec.mode == .ignore {
                status = .notVerified(reason: spec.reason ?? "")
                badge = localizer.text("snippet.notVerified", ["reason": spec.reason ?? ""])
            }
        }
        var output = result?.actualOutput
        if output == nil, spec.mode == .run, index + 1 < blocks.count, blocks[index + 1].language == "output",
            blocks[index + 1].directlyFollowsPrevious
        {
            output = blocks[index + 1].code  // unverified build: show the expected output
        }
        let code = result?.visibleCode ?? HiddenLines.visibleCode(of: block.code)
        var figure = SnippetFigure(
            language: "swift", code: code, mode: mode,
            status: status, badge: badge, output: spec.mode == .run ? (output ?? "") : nil,
            error: spec.mode == .compileFail || spec.mode == .run ? result?.compilerErrorText : nil,
            codeLanguage: spec.language, labels: spec.trap ? trapLabels : labels)
        if let error = figure.error, spec.mode == .compileFail || spec.trap, GalleyUIMessage.isGalleyUIs(error) {
            figure.errorNote = localizer.text("snippet.galleyUIMessage")
        }
        figure.highlightedLines = highlighter.swiftLines(code)
        if let hovers = result?.hovers, !hovers.isEmpty, let lines = figure.highlightedLines {
            let (marks, anchors) = HoverPopovers(localizer: localizer, snippets: snippets)
                .marks(hovers, fenceLine: block.fenceLine)
            figure.highlightedLines = HoverMarkup.apply(marks, anchors: anchors, to: lines)
        }
        if spec.mode == .run, let previews = result?.previews, !previews.isEmpty {
            figure.extraPanelsHTML =
                PreviewPanel(previews: previews, localizer: localizer, id: "preview-\(block.fenceLine)").html
        }
        return figure
    }

    private func comparison(before: SnippetFigure, after: SnippetFigure, afterBlock: FencedBlock) -> String {
        let summary = CodeComparisonSummary.compute(before: before.code, after: after.code)
        let expansion = proofs.result(for: afterBlock.id)?.macroExpansion
        return ComparisonFigure(
            before: before, after: after, summary: ComparisonSentence(localizer: localizer).text(for: summary),
            expansion: expansion
        ).html()
    }

    /// `Swift version 6.3.1 (swift-6.3.1-RELEASE)` → `Swift 6.3.1`.
    /// The compiler and what the code was compiled against, for badges and the footer: "Swift
    /// 6.3.1 against GalleyUI on Linux". A reader must not take a badge to mean Apple's SwiftUI
    /// or an Apple platform compiled the code.
    static func provenWith(_ toolchainVersion: String?, snippets: SnippetSettings, localizer: Localizer) -> String {
        let version = toolchainVersion.map(shortVersion) ?? ""
        if let package = snippets.package {
            return localizer.text(
                "snippet.provenWith.package",
                ["version": version, "package": package.products.joined(separator: ", ")])
        }
        switch snippets.runtime {
        case .galleyUI: return localizer.text("snippet.provenWith.galleyui", ["version": version])
        case .none: return localizer.text("snippet.provenWith.none", ["version": version])
        }
    }

    static func shortVersion(_ versionString: String) -> String {
        let words = versionString.split(separator: " ")
        if let index = words.firstIndex(of: "version"), index + 1 < words.count { return "Swift \(words[index + 1])" }
        return versionString
    }
}
