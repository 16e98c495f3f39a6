import GalleyCore

/// An article's Swift blocks sorted into compilation units, plus the verdicts known without compiling.
struct ArticlePlan: Sendable {
    var units: [CompilationUnit] = []
    /// Verdicts decided while planning: bad info strings, ignored blocks.
    var settled: [VerificationResult] = []
    /// Problems that belong to no single block's verdict, such as an unpaired comparison side.
    var diagnostics: [Diagnostic] = []
    /// The article's own implicit imports and language mode, over the session's.
    var imports: [String]?
    var languageMode: Int?

    /// Sorts every Swift block of one article, by its parsed attributes, into units; a
    /// tutorial's step blocks become one unit per step.
    init(article: ArticleBlocks) {
        imports = article.imports
        languageMode = article.languageMode
        var snippets: [Snippet] = []
        for (index, block) in article.blocks.enumerated() {
            if block.language == "output", block.directlyFollowsPrevious, let last = snippets.last,
                last.index == index - 1, last.spec.mode == .run
            {
                snippets[snippets.count - 1].expectedOutput = block
                continue
            }
            guard block.language == "swift" else { continue }
            switch block.attributes.parsed {
            case .other: continue
            case .invalid(let problems):
                settled.append(Self.result(block, index: index, .failed(problems), mode: .check))
            case .swift(let spec) where spec.step:
                if article.tutorial == nil {
                    let fence = SourceLocation(file: block.file, line: block.fenceLine, column: 1)
                    settled.append(
                        Self.result(
                            block, index: index,
                            .failed([
                                .error(
                                    "tutorial.step-outside-tutorial", at: fence,
                                    "a 'step' block belongs in a tutorial; add 'layout: tutorial' to the front matter")
                            ]), mode: spec.mode))
                }
            case .swift(let spec) where spec.mode == .ignore:
                settled.append(
                    Self.result(block, index: index, .ignored(reason: spec.reason ?? ""), mode: .ignore))
            case .swift(let spec):
                snippets.append(Snippet(block: block, spec: spec, index: index))
            }
        }
        units = Self.units(of: snippets)
        diagnostics = Self.unpairedSides(snippets) + Self.runsWithoutOutput(snippets) + Self.loneGroups(snippets)
        if let tutorial = article.tutorial {
            planSteps(blocks: article.blocks, tutorial: tutorial, problems: article.tutorialProblems)
        }
    }

    /// A `run` block's claim is its `output` block; without one the output is shown but proves
    /// nothing, so it is a warning (an error under `--strict`). A `trap` block's claim is its
    /// crash: its `output` block (what it printed first) is checked when present, never required.
    private static func runsWithoutOutput(_ snippets: [Snippet]) -> [Diagnostic] {
        snippets.filter { $0.spec.mode == .run && !$0.spec.trap && $0.expectedOutput == nil }.map { snippet in
            .warning(
                "snippet.missing-output",
                at: SourceLocation(file: snippet.block.file, line: snippet.block.fenceLine, column: 1),
                "'run' block has no 'output' block after it, so its output is shown but not checked;"
                    + " add one (galley verify --bless writes it)")
        }
    }

    private static func units(of snippets: [Snippet]) -> [CompilationUnit] {
        var units: [CompilationUnit] = []
        var groups: [String: [Snippet]] = [:]
        var groupOrder: [String] = []
        for (ordinal, snippet) in snippets.enumerated() {
            let file = snippet.block.file
            guard let group = snippet.spec.group else {
                units.append(
                    CompilationUnit(
                        id: CompilationUnit.soloID(file: file, blockIndex: ordinal), kind: kind(of: [snippet]),
                        snippets: [snippet],
                        reporting: [0]))
                continue
            }
            let members = groups[group, default: []]
            if snippet.spec.mode == .compileFail {
                // A failing block sees the group's earlier blocks but is left out of the group's own unit.
                units.append(
                    CompilationUnit(
                        id: "\(file)#group=\(group)/block\(ordinal)", kind: .compileFail,
                        snippets: members + [snippet],
                        reporting: [members.count]))
                continue
            }
            if members.isEmpty { groupOrder.append(group) }
            groups[group] = members + [snippet]
        }
        for group in groupOrder {
            guard let members = groups[group], let first = members.first else { continue }
            units.append(
                CompilationUnit(
                    id: "\(first.block.file)#group=\(group)", kind: kind(of: members), snippets: members,
                    reporting: Array(members.indices)))
        }
        return units
    }

    private static func kind(of snippets: [Snippet]) -> CompilationUnit.Kind {
        if snippets.contains(where: { $0.spec.mode == .compileFail }) { return .compileFail }
        return snippets.contains { $0.spec.mode == .run } ? .run : .check
    }

    private static func unpairedSides(_ snippets: [Snippet]) -> [Diagnostic] {
        let befores = Set(snippets.compactMap(\.spec.before))
        let afters = Set(snippets.compactMap(\.spec.after))
        return snippets.compactMap { snippet in
            let location = SourceLocation(
                file: snippet.block.file, line: snippet.block.fenceLine, column: 1)
            if let id = snippet.spec.before, !afters.contains(id) {
                return .warning(
                    "snippet.unpaired-side", at: location,
                    "'before=\(id)' has no matching 'after=\(id)' block")
            }
            if let id = snippet.spec.after, !befores.contains(id) {
                return .warning(
                    "snippet.unpaired-side", at: location,
                    "'after=\(id)' has no matching 'before=\(id)' block")
            }
            return nil
        }
    }

    static func result(
        _ block: FencedBlock, index: Int, _ status: VerificationResult.Status, mode: SnippetMode,
        unitID: String = ""
    ) -> VerificationResult {
        VerificationResult(
            file: block.file, fenceLine: block.fenceLine, blockIndex: index, status: status, mode: mode,
            visibleCode: HiddenLines.visibleCode(of: block.code), actualOutput: nil, expectedOutput: nil,
            compilerErrorText: nil, macroExpansion: nil, fromCache: false, duration: 0, unitID: unitID)
    }
}
