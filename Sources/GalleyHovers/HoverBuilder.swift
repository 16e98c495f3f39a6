import GalleyToolchain

/// Turns the index's occurrences in one compiled file into the hovers of the unit it came from.
///
/// An identifier gets a hover when an occurrence starts at it and names it: `Text` in
/// `Text("a")` is the type (the initializer's occurrence, named `init(_:)`, is passed over), and
/// accessors, extensions and operators, which the index records at other tokens, get none. A
/// name the unit declares is described from its own line (`@Environment(\.accent) private var
/// accent`), with the type the compiler inferred, read from the USR's mangled type, when the
/// line spells none; any other name from the symbol table, as its module declares it.
package struct HoverBuilder: Sendable {
    package let symbols: SymbolTable

    package init(symbols: SymbolTable) { self.symbols = symbols }

    /// The hovers of a unit whose text is `text`, from the `occurrences` of the file it was
    /// compiled as, in module `module`; `offset` says where a line and column of the compiled
    /// file are in `text` (in bytes), or `nil` where the unit has no such line. A local declared
    /// directly in a function `isWrapper` accepts (the function a batch moves a unit's
    /// statements into) is a global of the unit, as it is when the unit is compiled as it is.
    package func hovers(
        occurrences: [IndexOccurrence], text: String, module: String, isWrapper: (String) -> Bool = { _ in false },
        offset: (_ line: Int, _ column: Int) -> Int?
    ) -> [Hover] {
        let bytes = Array(text.utf8)
        var chosen: [Int: Candidate] = [:]
        for occurrence in occurrences {
            guard var kind = Self.kind(of: occurrence), let start = offset(occurrence.line, occurrence.column),
                start >= 0, start < bytes.count
            else { continue }
            if kind == "var.local", Self.directContext(ofLocal: occurrence.usr, module: module).map(isWrapper) == true {
                kind = "var.global"
            }
            let length = Self.identifierLength(at: start, in: bytes)
            guard length > 0 else { continue }
            let spelled = String(decoding: bytes[start..<start + length], as: UTF8.self)
            // A module is named by whatever the file imports it as (`SwiftUI` for GalleyUI).
            guard kind == "module" || spelled == Self.baseName(occurrence.name) else { continue }
            let candidate = Candidate(occurrence: occurrence, offset: start, length: length, kind: kind)
            if let known = chosen[start], !candidate.isBetter(than: known) { continue }
            chosen[start] = candidate
        }
        var own: [String: Hover] = [:]
        for candidate in chosen.values where candidate.occurrence.declares {
            own[candidate.occurrence.usr] = ownHover(candidate, bytes: bytes, module: module)
        }
        return chosen.keys.sorted().compactMap { start in
            let candidate = chosen[start]!
            if var hover = own[candidate.occurrence.usr] {
                hover.offset = start
                hover.length = candidate.length
                return hover
            }
            return foreignHover(
                candidate, spelled: String(decoding: bytes[start..<start + candidate.length], as: UTF8.self))
        }
    }

    private struct Candidate {
        var occurrence: IndexOccurrence
        var offset: Int
        var length: Int
        var kind: String

        func isBetter(than other: Candidate) -> Bool {
            if occurrence.isImplicit != other.occurrence.isImplicit { return !occurrence.isImplicit }
            if occurrence.declares != other.occurrence.declares { return occurrence.declares }
            return false
        }
    }

    /// A name the unit declares: its declaration from its own line, its type, its doc comment.
    private func ownHover(_ candidate: Candidate, bytes: [UInt8], module: String) -> Hover {
        let lineStart = bytes[..<candidate.offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let lineEnd = bytes[candidate.offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let name = String(decoding: bytes[candidate.offset..<candidate.offset + candidate.length], as: UTF8.self)
        let before = String(decoding: bytes[lineStart..<candidate.offset], as: UTF8.self)
        let after = String(decoding: bytes[(candidate.offset + candidate.length)..<lineEnd], as: UTF8.self)
        let prefix = Self.declarationPrefix(before)
        var hover = Hover(
            offset: candidate.offset, length: candidate.length, kind: candidate.kind, declaration: name,
            summary: Self.docSummary(before: lineStart, in: bytes), declarationOffset: candidate.offset)
        if candidate.kind == "enumelement" {
            hover.declaration = "case " + name + Self.head(after, stoppingAt: [",", "{", "}", "=", ";"])
        } else if hover.namesValue {
            let written = Self.annotation(after)
            let type = written ?? Self.valueType(usr: candidate.occurrence.usr, module: module)
            hover.type = type
            hover.declaration = (prefix ?? "let ") + name + (type.map { ": " + $0 } ?? "")
        } else {
            hover.declaration = (prefix ?? "") + name + Self.head(after, stoppingAt: ["{", "}", ";"])
        }
        return hover
    }

    /// A name from another module: as the symbol table has it, else as its USR spells it.
    private func foreignHover(_ candidate: Candidate, spelled: String) -> Hover {
        let usr = candidate.occurrence.usr
        var hover = Hover(
            offset: candidate.offset, length: candidate.length, kind: candidate.kind, declaration: spelled)
        if candidate.kind == "module" {
            hover.declaration = "import " + spelled
            hover.module = candidate.occurrence.name
            return hover
        }
        if let entry = symbols[usr] {
            hover.declaration = entry.declaration
            hover.summary = entry.summary
            hover.module = entry.module
        } else {
            hover.module = Self.moduleName(usr: usr)
            if let demangled = Demangler.demangle(usr: usr) { hover.declaration = Self.cleaned(demangled, module: "") }
        }
        if hover.namesValue { hover.type = Self.valueType(usr: usr, module: "") }
        return hover
    }

    // MARK: - Kinds and names

    /// The kind, in SourceKit's words, of an occurrence that gets a hover; `nil` for one that
    /// does not (accessors, extensions, operators, deinitializers).
    static func kind(of occurrence: IndexOccurrence) -> String? {
        switch (occurrence.kind, occurrence.subkind) {
        case (1, _): "module"
        case (4, _): "macro"
        case (5, _): "enum"
        case (6, _): "struct"
        case (7, _): "class"
        case (8, _): "protocol"
        case (11, 1012): "associatedtype"
        case (11, 1013): "generic_type_param"
        case (11, 0): "typealias"
        case (12, 0): "function.free"
        case (13, _): occurrence.isLocal ? "var.local" : "var.global"
        case (15, _): "enumelement"
        case (16, 0): "function.method.instance"
        case (17, 0): "function.method.class"
        case (18, 0): "function.method.static"
        case (19, 1011), (20, 1011), (21, 1011): nil
        case (19, 0): "var.instance"
        case (20, 0): "var.class"
        case (21, 0): "var.static"
        case (22, _): "function.constructor"
        case (25, _): "var.parameter"
        default: nil
        }
    }

    /// `map(_:)` → `map`.
    static func baseName(_ name: String) -> Substring { name.prefix { $0 != "(" } }

    /// The length of the identifier at `start` (letters, digits, `_`, and any non-ASCII byte).
    static func identifierLength(at start: Int, in bytes: [UInt8]) -> Int {
        func isPart(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
                || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        }
        guard start < bytes.count, isPart(bytes[start]), !(bytes[start] >= 0x30 && bytes[start] <= 0x39) else {
            return 0
        }
        var end = start
        while end < bytes.count, isPart(bytes[end]) { end += 1 }
        return end - start
    }

    /// The module a Swift USR's declaration belongs to: `s:12GalleyUICore4TextV` → `GalleyUICore`;
    /// the standard library's short forms (`s:SS…`, `s:Sa…`) → `Swift`.
    static func moduleName(usr: String) -> String? {
        guard usr.hasPrefix("s:") else { return nil }
        let mangled = usr.dropFirst(2)
        if mangled.first == "S" { return "Swift" }
        let digits = mangled.prefix { $0.isASCII && $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        let name = mangled.dropFirst(digits.count).prefix(length)
        return name.count == length ? String(name) : nil
    }

    // MARK: - Declarations from the unit's own lines

    private static let declarationKeywords: Set<Substring> = [
        "let", "var", "func", "struct", "class", "enum", "protocol", "actor", "typealias", "subscript", "macro",
        "associatedtype", "init",
    ]

    /// The attributes, modifiers and keyword before a declared name (`@State private var `), or
    /// `nil` when the name is not declared by a keyword on its line (a parameter, a closure's
    /// argument, a pattern).
    static func declarationPrefix(_ before: String) -> String? {
        // The declaration starts after the last `{` or `;` outside parentheses.
        var depth = 0
        var start = before.startIndex
        for index in before.indices {
            switch before[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "{" where depth == 0, ";" where depth == 0: start = before.index(after: index)
            default: break
            }
        }
        guard depth == 0 else { return nil }
        let text = before[start...].drop { $0 == " " || $0 == "\t" }
        guard let keyword = text.split(separator: " ").last, declarationKeywords.contains(keyword),
            text.last == " "
        else { return nil }
        return String(text)
    }

    /// The rest of a declaration's line up to the first of `stops` outside brackets, trimmed.
    static func head(_ after: String, stoppingAt stops: Set<Character>) -> String {
        let text = after[...]
        let end = firstTopLevel(in: text) { stops.contains(text[$0]) } ?? text.endIndex
        var head = String(text[..<end])
        while head.last == " " || head.last == "\t" { head.removeLast() }
        return head
    }

    /// The first index of `text` outside brackets where `matches` holds, or where a bracket
    /// opened before `text` closes; `nil` when there is none. The `>` of `->` closes nothing.
    static func firstTopLevel(in text: Substring, where matches: (Substring.Index) -> Bool) -> Substring.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            if depth == 0, matches(index) { return index }
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where index > text.startIndex && text[text.index(before: index)] != "-": depth -= 1
            default: break
            }
            if depth < 0 { return index }
            index = text.index(after: index)
        }
        return nil
    }

    /// The type written after a declared name (`: [String] = …` → `[String]`), if there is one.
    static func annotation(_ after: String) -> String? {
        let rest = after.drop { $0 == " " }
        guard rest.first == ":" else { return nil }
        let type = head(String(rest.dropFirst()), stoppingAt: ["=", "{", "}", ",", ")", ";"]).drop { $0 == " " }
        return type.isEmpty ? nil : String(type)
    }

    /// The first paragraph of the `///` lines just above the line starting at `lineStart`.
    static func docSummary(before lineStart: Int, in bytes: [UInt8]) -> String? {
        var lines: [String] = []
        var end = lineStart - 1
        while end > 0 {
            let start = bytes[..<end].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let line = String(decoding: bytes[start..<end], as: UTF8.self).drop { $0 == " " || $0 == "\t" }
            guard line.hasPrefix("///") else { break }
            lines.insert(String(line.dropFirst(3)), at: 0)
            end = start - 1
        }
        return DeclarationText.summary(lines.isEmpty ? nil : lines.joined(separator: "\n"))
    }

    // MARK: - Types from mangled names

    /// The type of a value as its USR's mangled name spells it (`…5namesSaySSGvp` →
    /// `[String]`), module names left out; `nil` for an opaque type, which the mangling names
    /// only by the declaration that returns it.
    static func valueType(usr: String, module: String) -> String? {
        guard let demangled = Demangler.demangle(usr: usr),
            let colon = topLevel(" : ", in: demangled)
        else { return nil }
        var type = demangled[colon.upperBound...]
        // A local's context follows its type: `x #1 : Swift.Int in main.foo() -> ()`.
        if let context = topLevel(" in ", in: type) { type = type[..<context.lowerBound] }
        let cleaned = sugared(cleaned(String(type), module: module))
        guard !cleaned.isEmpty, cleaned != "some", !cleaned.contains("opaqueReturnTypeOf") else { return nil }
        return cleaned
    }

    /// The name of the function or closure a local of `usr` is declared in directly
    /// (`x #1 : Swift.Int in main.foo() -> ()` → `foo`).
    static func directContext(ofLocal usr: String, module: String) -> String? {
        guard let demangled = Demangler.demangle(usr: usr), let context = topLevel(" in ", in: demangled) else {
            return nil
        }
        let function = cleaned(String(demangled[context.upperBound...]), module: module)
        return String(function.prefix { $0 == "_" || $0.isLetter || $0.isNumber })
    }

    /// The first occurrence of `separator` in `text` outside brackets.
    static func topLevel(_ separator: String, in text: Substring) -> Range<Substring.Index>? {
        guard let start = firstTopLevel(in: text, where: { text[$0...].hasPrefix(separator) }),
            text[start...].hasPrefix(separator)
        else { return nil }
        return start..<text.index(start, offsetBy: separator.count)
    }

    static func topLevel(_ separator: String, in text: String) -> Range<String.Index>? {
        topLevel(separator, in: text[...])
    }

    /// `Array<Int>` → `[Int]`, `Optional<Int>` → `Int?`, `Dictionary<String, Int>` → `[String: Int]`,
    /// as Swift is written (the runtime's demangler spells them out).
    static func sugared(_ text: String) -> String {
        var text = text
        for name in ["Array", "Dictionary", "Optional"] {
            while let found = genericUse(of: name, in: text) {
                let arguments = sugared(String(text[found.arguments]))
                let replacement: String
                switch name {
                case "Array": replacement = "[" + arguments + "]"
                case "Dictionary":
                    let parts = topLevel(", ", in: arguments).map {
                        arguments[..<$0.lowerBound] + ": " + arguments[$0.upperBound...]
                    }
                    replacement = "[" + (parts ?? arguments[...]) + "]"
                default:
                    let plain = arguments.allSatisfy { $0.isLetter || $0.isNumber || "_.<>[]:, ".contains($0) }
                    replacement = (plain ? arguments : "(" + arguments + ")") + "?"
                }
                text.replaceSubrange(found.whole, with: replacement)
            }
        }
        return text
    }

    /// Where `name<…>` is used in `text` as a type of its own (not a member `X.name`), and its arguments.
    private static func genericUse(of name: String, in text: String) -> (
        whole: Range<String.Index>, arguments: Range<String.Index>
    )? {
        var searchStart = text.startIndex
        while let found = text.range(of: name + "<", range: searchStart..<text.endIndex) {
            searchStart = found.upperBound
            if found.lowerBound > text.startIndex {
                let before = text[text.index(before: found.lowerBound)]
                if before == "." || before == "_" || before.isLetter || before.isNumber { continue }
            }
            var depth = 1
            var index = found.upperBound
            while index < text.endIndex {
                let character = text[index]
                if character == "<" { depth += 1 }
                if character == ">", text[text.index(before: index)] != "-" {
                    depth -= 1
                    if depth == 0 { return (found.lowerBound..<text.index(after: index), found.upperBound..<index) }
                }
                index = text.index(after: index)
            }
            return nil
        }
        return nil
    }

    /// Modules whose names printed types leave out, besides the compiled module's own.
    static let quietModules: Set<Substring> = Set(
        (SymbolTable.standardModules + RuntimeArtifacts.allModules).map { Substring($0) } + ["__C"])

    /// A demangled text as a reader writes it: module names, private discriminators
    /// (`(Model in _8A3F…)`) and extension markers (`(extension in main):`) left out.
    static func cleaned(_ text: String, module: String) -> String {
        var output = ""
        var rest = text[...]
        while let first = rest.first {
            if rest.hasPrefix("(extension in "), let close = rest.firstIndex(of: ")") {
                rest = rest[rest.index(after: close)...]
                if rest.first == ":" { rest = rest.dropFirst() }
                continue
            }
            if first == "(", let close = rest.firstIndex(of: ")"), rest[..<close].contains(" in _") {
                // `(Name in _HEX)`: a private declaration's name and its file's discriminator.
                let inner = rest[rest.index(after: rest.startIndex)..<close]
                if let space = inner.range(of: " in _") { output += inner[..<space.lowerBound] }
                rest = rest[rest.index(after: close)...]
                continue
            }
            if first == "_" || first.isLetter {
                let word = rest.prefix { $0 == "_" || $0.isLetter || $0.isNumber }
                let after = rest.dropFirst(word.count)
                let qualified = output.last != "."
                if qualified, after.first == ".", quietModules.contains(word) || word == module {
                    rest = after.dropFirst()
                    continue
                }
                output += word
                rest = after
                continue
            }
            output.append(first)
            rest = rest.dropFirst()
        }
        return output
    }
}
