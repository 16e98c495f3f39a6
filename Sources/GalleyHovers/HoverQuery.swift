import Foundation

/// Asks the toolchain what it knows about every identifier of one Swift file.
///
/// The route is sourcekitd in process (`libsourcekitdInProc.so`, beside `swiftc`): one
/// syntactic `editor.open` lists the file's identifier tokens, then one `cursorinfo` per token
/// answers from a single type-checked AST, which sourcekitd builds on the first request and
/// reuses for the rest. Measured on the site's probe view (two cores, loaded): the first answer
/// about 0.14 s (the AST), every later one 1–80 ms; the same view compiled by `swiftc
/// -typecheck` alone takes 0.24 s. `sourcekit-lsp` would put a process and JSON-RPC in between
/// for the same answers, and an index store (`-index-store-path` on the verifier's own
/// compilations) names the symbol at each occurrence but not the inferred type of a constant
/// or the declaration as the compiler prints it.
package struct HoverQuery: Sendable {
    /// The toolchain's `libsourcekitdInProc.so`.
    package var library: URL

    package init(library: URL) { self.library = library }

    /// The library beside a toolchain's `swiftc` (`usr/bin/swiftc` → `usr/lib/…`).
    package init(swiftc: String) {
        let bin = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        library = bin.deletingLastPathComponent().appendingPathComponent("lib/libsourcekitdInProc.so")
    }

    /// The hovers of `source`, compiled as the file `path` with `arguments` (the flags the
    /// verifier compiles it with, without the file itself), in the order of the file.
    ///
    /// `source` is written to `path` first (its folder must exist): SourceKit reads a file's
    /// modification time, and logs to standard error when there is no file.
    package func hovers(source: String, path: String, arguments: [String]) throws(HoverError) -> [Hover] {
        do {
            try Data(source.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw .request("cannot write '\(path)': \(error)")
        }
        let library = library
        return try LargeStack.run { () throws(HoverError) -> [Hover] in
            try Self.hovers(source: source, path: path, arguments: arguments, library: library)
        }
    }

    private static func hovers(source: String, path: String, arguments: [String], library: URL) throws(HoverError)
        -> [Hover]
    {
        let service = try SourceKitd.shared(library: library)
        let tokens = try identifiers(source: source, path: path, service: service)
        var hovers: [Hover] = []
        for token in tokens {
            let request: [String: SourceKitd.Value] = [
                "key.request": .uid("source.request.cursorinfo"), "key.sourcefile": .string(path),
                "key.sourcetext": .string(source), "key.offset": .int(token.lowerBound),
                "key.compilerargs": .strings(arguments + [path]),
                // By default a cursor-info request cancels the one before it, which is right for
                // an editor and wrong for units asked about on several threads at once.
                "key.cancel_on_subsequent_request": .int(0),
            ]
            // A token with nothing to look up (a label, a keyword-like name) is answered with an
            // error ("Unable to find initial lookup location"): it has no hover.
            let hover = try? service.send(request) { answer in
                Self.hover(answer, token: token, path: path)
            }
            if let hover = hover ?? nil { hovers.append(hover) }
        }
        return hovers
    }

    /// The byte ranges of the file's identifiers (a `@` of an attribute left out).
    private static func identifiers(source: String, path: String, service: SourceKitd) throws(HoverError) -> [Range<
        Int
    >] {
        let name = "galley-hovers:\(UUID().uuidString):\(path)"
        let open: [String: SourceKitd.Value] = [
            "key.request": .uid("source.request.editor.open"), "key.name": .string(name),
            "key.sourcetext": .string(source), "key.enablesyntaxmap": .int(1), "key.enablesubstructure": .int(0),
            "key.syntactic_only": .int(1),
        ]
        let bytes = Array(source.utf8)
        let tokens = try service.send(open) { answer in
            answer.array("key.syntaxmap").compactMap { token -> Range<Int>? in
                let start = token.int("key.offset")
                let end = start + token.int("key.length")
                guard start >= 0, end <= bytes.count, start < end else { return nil }
                switch token.uid("key.kind") {
                case "source.lang.swift.syntaxtype.identifier", "source.lang.swift.syntaxtype.typeidentifier":
                    return start..<end
                case "source.lang.swift.syntaxtype.attribute.id", "source.lang.swift.syntaxtype.attribute.builtin":
                    return bytes[start] == UInt8(ascii: "@") && end - start > 1 ? start + 1..<end : nil
                default: return nil
                }
            }
        }
        _ = try? service.send(["key.request": .uid("source.request.editor.close"), "key.name": .string(name)]) { _ in }
        return tokens
    }

    private static func hover(_ answer: SourceKitd.Answer, token: Range<Int>, path: String) -> Hover? {
        guard let fullKind = answer.uid("key.kind"), let annotated = answer.string("key.annotated_decl") else {
            return nil
        }
        var kind = fullKind.replacingOccurrences(of: "source.lang.swift.", with: "")
        for prefix in ["decl.", "ref."] where kind.hasPrefix(prefix) { kind.removeFirst(prefix.count) }
        let local = answer.string("key.filepath") == path
        var hover = Hover(
            offset: token.lowerBound, length: token.count, kind: kind, declaration: DeclarationText.plain(annotated),
            summary: DeclarationText.summary(answer.string("key.doc_comment")),
            module: local ? nil : answer.string("key.modulename"),
            declarationOffset: local ? answer.int("key.offset") : nil)
        if hover.namesValue { hover.type = answer.string("key.typename") }
        return hover
    }
}
