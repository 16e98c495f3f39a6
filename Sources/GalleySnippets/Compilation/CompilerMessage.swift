import Foundation
import GalleyCore

/// One `file:line:col: severity: message` line of compiler output, in the generated file's coordinates.
struct CompilerMessage: Sendable, Hashable, Codable {
    var line: Int?
    var column: Int?
    var severity: String
    var message: String

    /// The message as readers see it. swiftc names a macro with the attribute's trailing space,
    /// `(from macro 'Entry ')`; the name is trimmed. Applied when shown, so cached messages
    /// read the same.
    var text: String {
        guard let start = message.range(of: "(from macro '", options: .backwards),
            let end = message.range(of: "')", range: start.upperBound..<message.endIndex)
        else { return message }
        let name = message[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespaces)
        return message[..<start.upperBound] + name + message[end.lowerBound...]
    }

    /// Parses the messages about `path` (and location-less ones) from swiftc's output.
    ///
    /// Source excerpts, carets and educational-note footers are skipped; only the headline of
    /// each diagnostic is kept, which is the part tools agree on.
    static func parse(_ output: String, path: String) -> [CompilerMessage] {
        output.split(separator: "\n").compactMap { line -> CompilerMessage? in
            for severity in ["error", "warning", "note"] {
                guard let range = line.range(of: ": \(severity): ") else { continue }
                let head = line[..<range.lowerBound]
                let message = String(line[range.upperBound...])
                if head == "<unknown>:0" || head == "error" || !head.contains(":") {
                    return CompilerMessage(line: nil, column: nil, severity: severity, message: message)
                }
                let parts = head.split(separator: ":", omittingEmptySubsequences: false)
                guard parts.count >= 3, let number = Int(parts[parts.count - 2]),
                    let column = Int(parts.last!)
                else {
                    continue
                }
                guard parts.dropLast(2).joined(separator: ":") == path else { return nil }
                return CompilerMessage(line: number, column: column, severity: severity, message: message)
            }
            if line.hasPrefix("error: ") {
                return CompilerMessage(
                    line: nil, column: nil, severity: "error", message: String(line.dropFirst(7)))
            }
            return nil
        }
    }
}

extension CompilerMessage {
    /// The `path:line:col: severity: message` lines of a build log (any file), as diagnostics,
    /// each once.
    static func located(_ output: String, severity: String) -> [Diagnostic] {
        var seen: Set<String> = []
        return output.split(separator: "\n").compactMap { line -> Diagnostic? in
            guard let found = location(of: line, severity: severity), seen.insert(String(line)).inserted
            else { return nil }
            let cwd = FileManager.default.currentDirectoryPath + "/"
            let shown = found.path.hasPrefix(cwd) ? String(found.path.dropFirst(cwd.count)) : found.path
            return .error(
                "snippet.package-compiler", at: SourceLocation(file: shown, line: found.line, column: found.column),
                String(found.message))
        }
    }

    /// `line` read as `path:line:col: severity: message`, or `nil` when it has no such
    /// severity or no location before it.
    static func location(of line: Substring, severity: String)
        -> (path: String, line: Int, column: Int, message: Substring)?
    {
        guard let range = line.range(of: ": \(severity): ") else { return nil }
        let parts = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let number = Int(parts[parts.count - 2]), let column = Int(parts.last!) else {
            return nil
        }
        return (parts.dropLast(2).joined(separator: ":"), number, column, line[range.upperBound...])
    }
}
