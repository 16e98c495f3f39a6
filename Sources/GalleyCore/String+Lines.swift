import Foundation

extension String {
    /// The string's lines as CommonMark counts them: cut at every line ending (`"\n"`, `"\r\n"`
    /// or a lone `"\r"`), which is left out of the slices; empty lines kept, and the text after
    /// the last ending is the last line (empty when the string ends with one). Line `n` of the
    /// result is the line cmark numbers `n`.
    ///
    /// Found by reading UTF-8 bytes (`memchr` where the text has no carriage return) instead of
    /// walking `Character`s, which costs a grapheme-break check per character. Every cut is a
    /// `Character` boundary: a line ending is a `Character` of its own (`"\r\n"` is one).
    ///
    /// ```swift
    /// "a\n\nb".sourceLines()      // ["a", "", "b"]
    /// "a\r\nb\rc".sourceLines()  // ["a", "b", "c"]
    /// ```
    package func sourceLines() -> [Substring] {
        let cuts = lineCuts()
        // UTF-8 offsets index any string; for native strings each step is constant time.
        var lines: [Substring] = []
        lines.reserveCapacity(cuts.count + 1)
        var lineStart = startIndex
        for (end, next) in cuts {
            lines.append(self[lineStart..<utf8.index(utf8.startIndex, offsetBy: end)])
            lineStart = utf8.index(utf8.startIndex, offsetBy: next)
        }
        lines.append(self[lineStart..<endIndex])
        return lines
    }

    /// Line `number` (1-based) of ``sourceLines()``, or `nil` past the last line: for a caller
    /// that needs a few lines of a long text, without making a slice of every line.
    package func sourceLine(_ number: Int, cuts: [(Int, Int)]) -> Substring? {
        guard number >= 1, number <= cuts.count + 1 else { return nil }
        let start = number == 1 ? 0 : cuts[number - 2].1
        let end = number <= cuts.count ? cuts[number - 1].0 : utf8.count
        return self[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
    }

    /// Where ``sourceLines()`` cuts the string: each line ending's (start, end) as UTF-8
    /// offsets, in order; the text has one line more than it has cuts.
    package func lineCuts() -> [(Int, Int)] {
        var text = self
        // (end of a line, start of the next) as UTF-8 offsets.
        return text.withUTF8 { bytes -> [(Int, Int)] in
            var cuts: [(Int, Int)] = []
            guard let base = bytes.baseAddress else { return cuts }
            if memchr(base, 0x0D, bytes.count) == nil {
                // Line feeds only: memchr finds the next one many bytes at a time.
                var offset = 0
                while offset < bytes.count, let found = memchr(base + offset, 0x0A, bytes.count - offset) {
                    let position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                    cuts.append((position, position + 1))
                    offset = position + 1
                }
            } else {
                var position = 0
                while position < bytes.count {
                    switch bytes[position] {
                    case 0x0A: cuts.append((position, position + 1))
                    case 0x0D:
                        let crlf = position + 1 < bytes.count && bytes[position + 1] == 0x0A
                        cuts.append((position, position + (crlf ? 2 : 1)))
                        if crlf { position += 1 }
                    default: break
                    }
                    position += 1
                }
            }
            return cuts
        }
    }
}
