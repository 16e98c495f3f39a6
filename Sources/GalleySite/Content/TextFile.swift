import Foundation
import GalleyCore

/// Reads source files as UTF-8 text, with located errors for everything that can go wrong.
package enum TextFile {
    /// Files larger than this are refused: a documentation page this big is a mistake, and
    /// refusing it keeps a build's memory bounded.
    static let maximumSize = 8 * 1024 * 1024

    package static func read(_ url: URL, displayPath: String, into diagnostics: inout Diagnostics) -> String? {
        let start = SourceLocation(file: displayPath, line: 1, column: 1)
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            diagnostics.append(
                .error("file.unreadable", at: start, "cannot read file: \((error as NSError).localizedDescription)"))
            return nil
        }
        guard data.count <= maximumSize else {
            diagnostics.append(
                .error(
                    "file.too-large", at: start,
                    "file is \(data.count / 1_048_576) MB; the limit is \(maximumSize / 1_048_576) MB per source file"))
            return nil
        }
        // The standard library validates fast; the offending byte is looked for only on failure.
        let valid = String(validating: data, as: UTF8.self)
        if valid == nil, let offset = firstInvalidUTF8(data) {
            let prefix = data.prefix(offset)
            let line = prefix.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            let column = offset - (prefix.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            diagnostics.append(
                .error(
                    "file.invalid-utf8", at: SourceLocation(file: displayPath, line: line, column: column),
                    "file is not valid UTF-8 (byte 0x\(String(data[offset], radix: 16, uppercase: true)))"))
            return nil
        }
        var text = valid ?? String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        // `memchr` rather than `utf8.contains`: this runs over every source of every build.
        let hasNUL = text.withUTF8 { bytes in bytes.baseAddress.map { memchr($0, 0, bytes.count) != nil } ?? false }
        if hasNUL {
            diagnostics.append(.error("file.nul-byte", at: start, "file contains a NUL byte; is it binary?"))
            return nil
        }
        return text
    }

    /// The byte offset of the first byte that breaks UTF-8, or `nil` when the data is valid.
    static func firstInvalidUTF8(_ data: Data) -> Int? {
        var offset = 0
        var iterator = data.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
