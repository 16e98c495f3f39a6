import GalleyCore

/// One compilation of one article: a single block, or the blocks of a group in order.
///
/// A unit is the thing that is compiled, cached, sharded and (for `run` units) executed.
struct CompilationUnit: Sendable, Hashable {
    enum Kind: String, Sendable, Hashable, Codable {
        case check, run
        case compileFail = "compile-fail"
    }

    /// A stable name: the article's path and the group or block, e.g. `Content/en/a.md#group=intro`.
    var id: String
    var kind: Kind
    /// The blocks compiled together, in article order.
    var snippets: [Snippet]
    /// Positions in `snippets` of the blocks whose results this unit decides.
    var reporting: [Int]
    /// For a tutorial step's unit, the step's name ("step 4 of section 2") that its failures carry;
    /// the whole program's output then belongs to the step's `run` block.
    var stepName: String? = nil
    /// Lines Galley puts before the blocks: the site's implicit imports.
    var preamble: [String] = []
    /// The Swift language mode the unit compiles in (`-swift-version`).
    var languageMode = 6

    /// Applies the site's settings: implicit imports (but those the unit's blocks import
    /// themselves, so a block compiles with its own `import` line as written, whatever its access
    /// level or attributes), and the language mode of the first block that names one
    /// (`swift-version=`), else the site's.
    func configured(by settings: SnippetSettings) -> CompilationUnit {
        var unit = self
        let own = ImportScanner.modules(in: snippets.map(\.block.code).joined(separator: "\n"))
        unit.preamble = settings.imports.filter { !own.contains($0) }.map { "import \($0)" }
        unit.languageMode = snippets.lazy.compactMap(\.spec.swiftVersion).first ?? settings.languageMode
        return unit
    }

    /// Seconds the unit's program may run: the largest timeout of its `run` blocks.
    var timeout: Double { snippets.filter { $0.spec.mode == .run }.map(\.spec.timeout).max() ?? 10 }
    /// The command-line arguments of the unit's program: those of its last `run` block.
    var arguments: [String] { snippets.last { $0.spec.mode == .run }?.spec.arguments ?? [] }
    /// True when the unit declares its own entry point (`@main`), so it is compiled with
    /// `-parse-as-library` and its `main()` runs.
    var declaresMain: Bool {
        snippets.contains { snippet in
            snippet.lines.contains { line in
                let text = line.drop { $0 == " " || $0 == "\t" }
                guard text.hasPrefix("@main") else { return false }
                let next = text.dropFirst(5).first
                return next == nil || !(next!.isLetter || next!.isNumber || next! == "_")
            }
        }
    }
    /// True when an `after=` block is reported here, so macro expansions are dumped.
    var capturesMacroExpansions: Bool { reporting.contains { snippets[$0].spec.after != nil } }
    /// True when a run's output must be split between several blocks.
    var needsOutputMarkers: Bool { kind == .run && snippets.count > 1 && stepName == nil }

    /// True when ``source`` prints a marker before each block (a group without its own `@main`).
    var hasOutputMarkers: Bool {
        needsOutputMarkers && !declaresMain
    }

    /// The line printed before each block's statements so a group's output can be split per block.
    static func marker(_ index: Int) -> String { "\u{1E}galley-block-\(index)" }

    /// The unit as one main file: every block's lines in order, with marker prints between
    /// blocks of a multi-block `run` unit (unless it has its own `@main`).
    var source: GeneratedSource {
        var source = GeneratedSource()
        let markers = hasOutputMarkers
        for line in preamble { source.append(line, from: nil) }
        for (index, snippet) in snippets.enumerated() {
            if markers { source.append("print(\"\\u{1E}galley-block-\(index)\")", from: nil) }
            for (number, line) in snippet.lines.enumerated() {
                source.append(line, from: .init(snippet: index, line: number + 1))
            }
        }
        return source
    }

    /// The Markdown location of a 1-based line and column of ``source``.
    func markdownLocation(line: Int, column: Int) -> (location: SourceLocation, quoted: String)? {
        guard let origin = source.origin(ofLine: line) else { return nil }
        let snippet = snippets[origin.snippet]
        let location = SourceLocation(
            file: snippet.block.file, line: snippet.block.contentStartLine + origin.line - 1,
            column: column + snippet.block.indentation)
        return (location, String(snippet.lines[origin.line - 1]))
    }
}
