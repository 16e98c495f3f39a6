import Foundation
import GalleyCore

/// A link that DocC resolves when it builds a catalog: a symbol link (` ``Tally/record(_:)`` `)
/// or a documentation link (`<doc:GettingStarted>`, `[text](doc:GettingStarted#Setup)`).
struct DocCLink: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case symbol
        case documentation
    }

    var kind: Kind
    /// What names the target, as written: `Tally/record(_:)`, or `GettingStarted#Setup` without `doc:`.
    var destination: String
    /// Where the link starts (its first backtick, `<` or `doc:`).
    var location: SourceLocation

    /// The links in the prose of `markdown` (lines of code blocks are in `code`), with the
    /// columns of the file they came from (`shifts`, the columns each line lost, by line index).
    static func scan(_ markdown: String, shifts: [Int], code: Set<Int>, file: String) -> [DocCLink] {
        var links: [DocCLink] = []
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !code.contains(index + 1) {
            let shift = index < shifts.count ? shifts[index] : 0
            for (kind, destination, offset) in scan(Array(line.utf8)) {
                links.append(
                    DocCLink(
                        kind: kind, destination: destination,
                        location: SourceLocation(file: file, line: index + 1, column: shift + offset + 1)))
            }
        }
        return links
    }

    /// One line's links, with the byte offset of each. A run of backticks opens a code span
    /// that the next run of the same length closes; a span of two backticks is a symbol link,
    /// others are code, where no link is looked for.
    private static func scan(_ bytes: [UInt8]) -> [(Kind, String, Int)] {
        let backtick = UInt8(ascii: "`")
        var found: [(Kind, String, Int)] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == backtick {
                let run = bytes[index...].prefix { $0 == backtick }.count
                guard let close = closingRun(of: run, in: bytes, from: index + run) else {
                    index += run
                    continue
                }
                if run == 2 {
                    let text = String(decoding: bytes[(index + run)..<close], as: UTF8.self)
                        .trimmingCharacters(in: .whitespaces)
                    if !text.isEmpty { found.append((.symbol, text, index)) }
                }
                index = close + run
                continue
            }
            if let (destination, length) = documentationLink(bytes, at: index) {
                found.append((.documentation, destination, index))
                index += length
                continue
            }
            index += 1
        }
        return found
    }

    private static func closingRun(of length: Int, in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "`") else {
                index += 1
                continue
            }
            let run = bytes[index...].prefix { $0 == UInt8(ascii: "`") }.count
            if run == length { return index }
            index += run
        }
        return nil
    }

    /// `<doc:…>` or the `(doc:…)` of an inline link, at `index`: the destination after `doc:`
    /// and how many bytes the link spans.
    private static func documentationLink(_ bytes: [UInt8], at index: Int) -> (String, Int)? {
        let closer: UInt8
        switch bytes[index] {
        case UInt8(ascii: "<"): closer = UInt8(ascii: ">")
        case UInt8(ascii: "(") where index > 0 && bytes[index - 1] == UInt8(ascii: "]"): closer = UInt8(ascii: ")")
        default: return nil
        }
        let scheme = Array("doc:".utf8)
        guard bytes.count > index + scheme.count, Array(bytes[(index + 1)...].prefix(scheme.count)) == scheme else {
            return nil
        }
        let start = index + 1 + scheme.count
        guard let end = bytes[start...].firstIndex(of: closer) else { return nil }
        return (String(decoding: bytes[start..<end], as: UTF8.self), end + 1 - index)
    }
}
