extension String {
    /// The string cut at each `"\n"`, empty lines kept: the same slices as
    /// `split(separator: "\n", omittingEmptySubsequences: false)`, found by reading UTF-8 bytes
    /// instead of walking `Character`s (which costs a grapheme-break check per character).
    ///
    /// The slices match `split`'s exactly. A line feed is always a `Character` of its own, except
    /// after a carriage return: `"\r\n"` is one `Character`, which is not `"\n"`, so `split`
    /// does not cut there, and neither does this.
    ///
    /// ```swift
    /// "a\n\nb".newlineSeparatedLines()   // ["a", "", "b"]
    /// ```
    package func newlineSeparatedLines() -> [Substring] {
        var lines: [Substring] = []
        let utf8 = self.utf8
        var lineStart = utf8.startIndex
        var previous: UInt8 = 0
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") {
                lines.append(self[lineStart..<index])
                lineStart = utf8.index(after: index)
            }
            previous = byte
            utf8.formIndex(after: &index)
        }
        lines.append(self[lineStart..<utf8.endIndex])
        return lines
    }
}
