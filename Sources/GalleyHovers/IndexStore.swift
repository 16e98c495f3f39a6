internal import CIndexStore
import Foundation
import Synchronization

/// One occurrence of a symbol in a source file, as the compiler's index recorded it.
package struct IndexOccurrence: Sendable, Hashable {
    /// The source file's path, as the compiler was given it.
    package var file: String
    /// The symbol's name as the index spells it (`map(_:)`, `getter:scale`, `Badge`).
    package var name: String
    /// The symbol's USR: for a Swift declaration, `s:` and its mangled name.
    package var usr: String
    /// 1-based line, and 1-based column in UTF-8 bytes.
    package var line: Int
    package var column: Int
    /// `indexstore_symbol_role_t` bits.
    package var roles: UInt64
    /// `indexstore_symbol_kind_t`, `indexstore_symbol_subkind_t` and `indexstore_symbol_property_t`.
    package var kind: Int
    package var subkind: Int
    package var properties: UInt64

    package init(
        file: String, name: String, usr: String, line: Int, column: Int, roles: UInt64, kind: Int,
        subkind: Int = 0, properties: UInt64 = 0
    ) {
        self.file = file
        self.name = name
        self.usr = usr
        self.line = line
        self.column = column
        self.roles = roles
        self.kind = kind
        self.subkind = subkind
        self.properties = properties
    }

    /// Whether this occurrence declares or defines its symbol, rather than uses it.
    package var declares: Bool { roles & 0b11 != 0 }
    /// Whether the compiler made it up (an implicit call, a synthesized member).
    package var isImplicit: Bool { roles & (1 << 8) != 0 }
    /// Whether the symbol is a local (declared in a function's body).
    package var isLocal: Bool { properties & (1 << 7) != 0 }
}

/// Reads the index store a compilation wrote (`-index-store-path`, with `-index-include-locals`)
/// through the toolchain's `libIndexStore.so`.
///
/// Hovers come from the index rather than from SourceKit's cursor info because the index is
/// written by the compilation that checks the units, a batch of them at a time: measured on a
/// SwiftUI view of 85 identifiers, SourceKit type-checked the file again (about 0.18 s) and
/// then answered each identifier in 1 to 40 ms, while adding `-index-store-path` to a
/// type-check cost nothing measurable (0.28 s either way).
package enum IndexStore {
    private static let loaded = Mutex<[String: String?]>([:])

    /// The library beside a toolchain's `swiftc` (`usr/bin/swiftc` → `usr/lib/libIndexStore.so`).
    package static func library(swiftc: String) -> URL {
        let bin = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        return bin.deletingLastPathComponent().appendingPathComponent("lib/libIndexStore.so")
    }

    /// Every occurrence of every source file recorded in the store at `store`.
    package static func occurrences(store: URL, library: URL) throws(HoverError) -> [IndexOccurrence] {
        let problem = loaded.withLock { known -> String? in
            if let answer = known[library.path] { return answer }
            // One library per process: the C side keeps one table of functions.
            if let other = known.first(where: { $0.value == nil }) {
                return "libIndexStore is already loaded from \(other.key)"
            }
            let answer = galley_indexstore_load(library.path).map { String(cString: $0) }
            known[library.path] = answer
            return answer
        }
        if let problem { throw .unavailable(library.path, problem) }
        let result = galley_indexstore_read(store.path)
        defer { galley_indexstore_free(result) }
        if let error = result.error { throw .request(String(cString: error)) }
        var occurrences: [IndexOccurrence] = []
        occurrences.reserveCapacity(result.count)
        var lastFile: UnsafePointer<CChar>?
        var file = ""
        for index in 0..<result.count {
            let item = result.items[index]
            if item.file != lastFile {
                lastFile = item.file
                file = String(cString: item.file)
            }
            occurrences.append(
                IndexOccurrence(
                    file: file, name: String(cString: item.name), usr: String(cString: item.usr),
                    line: Int(item.line), column: Int(item.column), roles: item.roles, kind: Int(item.kind),
                    subkind: Int(item.subkind), properties: item.properties))
        }
        return occurrences
    }

    /// The flags that make a compilation write its index to `store`, locals included, and
    /// nothing for the modules it imports.
    package static func frontendFlags(store: URL) -> [String] {
        ["-index-store-path", store.path, "-index-include-locals"]
    }
}

/// Swift's demangler, as the standard library exports it.
package enum Demangler {
    /// The demangled form of a Swift USR (`s:4main5ShelfV5namesSaySSGvp` →
    /// `main.Shelf.names : [Swift.String]`), or `nil` when it is not one.
    package static func demangle(usr: String) -> String? {
        guard usr.hasPrefix("s:") else { return nil }
        let mangled = "$s" + usr.dropFirst(2)
        return mangled.withCString { text -> String? in
            guard let result = galley_demangle(text, strlen(text)) else { return nil }
            defer { free(result) }
            let demangled = String(cString: result)
            return demangled == mangled ? nil : demangled
        }
    }
}
