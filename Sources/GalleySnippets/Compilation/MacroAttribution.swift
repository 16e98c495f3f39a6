import Foundation
import GalleyCore

/// Finds which unit of a batch a dumped macro expansion buffer belongs to.
///
/// `-dump-macro-expansions` names each buffer by the mangled name of the expansion
/// (`@__swiftmacro_7Snippet5ModelC5count18ObservationTrackedfMa_.swift`), not by the file that
/// holds the macro. The demangled name spells the declaration the macro is attached to and its
/// contexts up to the module ("accessor macro @ObservationTracked expansion #1 of count in
/// Snippet.Model"), and a private one in it carries its file's private discriminator ("of
/// defaultValue in (__Key_theme in _0ABDE7…)"). The units of one batch declare disjoint names,
/// and none mentions a name another declares (``UnitInventory``), so a buffer whose demangled
/// name holds names declared by, or the discriminator of, exactly one unit belongs to that
/// unit. A unit whose top-level declarations were given file scope (``FileScope``) declares no
/// name another file sees, and is known by its discriminator alone, which its private names
/// carry. Any other buffer is ambiguous, and its batch's expansions are not trusted.
enum MacroAttribution {
    /// What identifies one unit of a batch in a buffer's name.
    struct Unit: Sendable {
        /// The names the unit declares at file scope and as extension members.
        var declared: Set<String>
        /// Its file's private discriminator (``discriminator(module:fileName:)``).
        var discriminator: String
    }

    /// Words of the demangler's own prose, never taken as a unit's name.
    private static let prose: Set<String> = [
        "macro", "expansion", "of", "in", "extension", "accessor", "peer", "member", "memberAttribute",
        "conformance", "body", "preamble", "freestanding", "declaration", "code", "item", "closure",
        "implicit", "unique", "name", "static", "generic", "where", "Swift", "Snippet",
    ]

    /// The position in `units` of the only unit `header` names, or `nil`.
    ///
    /// `header` is the buffer's name as dumped, `@__swiftmacro_<mangled>.swift`.
    static func owner(of header: String, among units: [Unit]) -> Int? {
        guard let words = demangledWords(header) else { return nil }
        let owners = units.indices.filter {
            words.contains(units[$0].discriminator) || !units[$0].declared.isDisjoint(with: words)
        }
        return owners.count == 1 ? owners[0] : nil
    }

    /// The private discriminator the compiler gives a file: an underscore and the MD5 of the
    /// module's name followed by the file's name, in uppercase hex. Should a compiler derive it
    /// otherwise, buffers that only a discriminator names are not attributed, and their units
    /// are checked alone: slower, never wrong.
    static func discriminator(module: String, fileName: String) -> String {
        "_" + MD5.hex(Array((module + fileName).utf8))
    }

    /// The identifiers of a buffer name's demangled form, without the demangler's prose.
    static func demangledWords(_ header: String) -> Set<String>? {
        guard header.hasPrefix("@__swiftmacro_"), header.hasSuffix(".swift") else { return nil }
        let mangled = "$s" + header.dropFirst("@__swiftmacro_".count).dropLast(".swift".count)
        // The demangler hands back what it cannot read unchanged.
        guard let text = demangle(mangled), text != mangled else { return nil }
        var words: Set<String> = []
        var current = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" || character == "$" {
                current.append(character)
            } else {
                if !current.isEmpty, !prose.contains(current) { words.insert(current) }
                current = ""
            }
        }
        return words
    }

    /// The Swift runtime's demangler, in-process: no tool to start per buffer.
    private static func demangle(_ mangled: String) -> String? {
        let result = mangled.withCString { swiftDemangle($0, strlen($0), nil, nil, 0) }
        guard let result else { return nil }
        defer { free(result) }
        return String(cString: result)
    }
}

/// `swift_demangle`, exported by the Swift runtime: returns a `malloc`ed string, or `nil` when
/// the name is not a Swift symbol.
@_silgen_name("swift_demangle")
private func swiftDemangle(
    _ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: Int, _ outputBuffer: UnsafeMutablePointer<CChar>?,
    _ outputBufferSize: UnsafeMutablePointer<Int>?, _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?
