extension Array where Element == UInt8 {
    /// Appends the UTF-8 bytes of `text` from the string's own buffer, in one copy: appending
    /// its `utf8` view instead goes through the generic sequence path, several times slower for
    /// the many short pieces a page is assembled from.
    package mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
