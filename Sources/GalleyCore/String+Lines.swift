#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
        var text = self
        let breaks = text.withUTF8 { bytes in
            var offsets: [Int] = []
            guard let base = bytes.baseAddress else { return offsets }
            // memchr finds the next line feed many bytes at a time.
            var offset = 0
            while offset < bytes.count, let found = memchr(base + offset, 0x0A, bytes.count - offset) {
                let position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                if position == 0 || bytes[position - 1] != UInt8(ascii: "\r") { offsets.append(position) }
                offset = position + 1
            }
            return offsets
        }
        // UTF-8 offsets index any string; for native strings each step is constant time.
        var lines: [Substring] = []
        lines.reserveCapacity(breaks.count + 1)
        var lineStart = startIndex
        for offset in breaks {
            let lineEnd = utf8.index(utf8.startIndex, offsetBy: offset)
            lines.append(self[lineStart..<lineEnd])
            lineStart = utf8.index(after: lineEnd)
        }
        lines.append(self[lineStart..<endIndex])
        return lines
    }
}
