import GalleySwiftFacts

/// A unit's main file, parsed once for everything that plans a session: wrapping
/// (``EntryWrapper``), the inventory (``UnitInventory``) and ``declaresOnly``.
///
/// SwiftParser is the toolchain's library-evolution build, so a parse costs several times what
/// a specialised build would: planning the site's 246 units parsed each two or three times took
/// most of a second of CPU before the first compiler started. The parse runs in the
/// `galley-syntax` helper (``SwiftFacts``); `syntax` is `nil` when it could not be asked, and
/// such a unit is never wrapped or batched (it is compiled alone, as written).
struct ParsedUnit: Sendable {
    let unit: CompilationUnit
    /// The unit's lines in order, without the output markers ``CompilationUnit/source`` puts
    /// between the blocks of a group (the wrapper places its own).
    let plain: GeneratedSource
    let syntax: UnitSyntax?

    /// The unit's plain lines and their facts from `parse` (the parser helper; tests pass others).
    init(_ unit: CompilationUnit, parse: (String) -> UnitSyntax? = SwiftFacts.unit) {
        let plain = Self.plainSource(of: unit)
        self.init(unit, plain: plain, syntax: parse(plain.text))
    }

    /// A unit whose facts were asked already (``ParsedUnits`` asks for many at once).
    init(_ unit: CompilationUnit, plain: GeneratedSource, syntax: UnitSyntax?) {
        self.unit = unit
        self.plain = plain
        self.syntax = syntax
    }

    /// The unit's lines in order, without the output markers between a group's blocks.
    static func plainSource(of unit: CompilationUnit) -> GeneratedSource {
        var plain = GeneratedSource()
        for line in unit.preamble { plain.append(line, from: nil) }
        for (index, snippet) in unit.snippets.enumerated() {
            for (number, line) in snippet.lines.enumerated() {
                plain.append(line, from: .init(snippet: index, line: number + 1))
            }
        }
        return plain
    }

    /// True when the unit's main file holds declarations only: no top-level statement, variable,
    /// freestanding macro (`#Preview` included) or `#if`.
    ///
    /// Wrapping such a unit (``EntryWrapper``) only appends an empty entry function, so in a batch
    /// the compiler meets the same declarations, in the same order and the same contexts, as in
    /// the unit's own compilation, and expands the same macros into the same buffers. A macro
    /// used by a top-level statement would be expanded inside the entry function instead, under
    /// another mangled name and at another point of type-checking. A group's output markers are
    /// statements of the main file, so a unit that has them is not made of declarations only.
    var declaresOnly: Bool {
        guard let syntax, !unit.hasOutputMarkers else { return false }
        return syntax.declarationsOnly
    }
}
