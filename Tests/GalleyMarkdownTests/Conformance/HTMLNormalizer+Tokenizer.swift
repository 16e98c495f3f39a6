/// The tokenizer of Python's `html.parser.HTMLParser` (with `convert_charrefs = False`), as far
/// as normalize.py depends on it, run over the whole input as `feed` followed by `close` does.
extension HTMLNormalizer {
    typealias Scalars = [Unicode.Scalar]

    mutating func tokenize(_ s: Scalars) {
        var i = 0
        while i < s.count {
            let next = s[i...].firstIndex(where: { $0 == "<" || $0 == "&" }) ?? s.count
            if i < next { handleData(Self.text(s[i..<next])) }
            i = next
            guard i < s.count else { break }
            i = s[i] == "<" ? markup(s, at: i) : reference(s, at: i)
        }
    }

    // MARK: - Markup

    private mutating func markup(_ s: Scalars, at i: Int) -> Int {
        if Self.starts(s, i, "<![CDATA["), let end = Self.find(s, "]]>", from: i, sameLine: true) {
            // normalize.py copies one-line CDATA sections to the output verbatim.
            output += Self.text(s[i..<(end + 3)])
            return end + 3
        }
        // normalize.py feeds chunks matching `<[^>]*>` or `[^<]+`; a `<` with no `>` after it
        // matches neither and is skipped.
        guard s[(i + 1)...].contains(">") else { return i + 1 }
        var k: Int?
        if i + 1 < s.count, Self.isLetter(s[i + 1]) {
            k = startTag(s, at: i)
        } else if Self.starts(s, i, "</") {
            k = endTag(s, at: i)
        } else if Self.starts(s, i, "<!--") {
            k = Self.find(s, "-->", from: i + 4).map { end in
                handleComment(Self.text(s[(i + 4)..<end]))
                return end + 3
            }
        } else if Self.starts(s, i, "<?") {
            k = Self.find(s, ">", from: i + 2).map { end in
                handlePI(Self.text(s[(i + 2)..<end]))
                return end + 1
            }
        } else if Self.starts(s, i, "<![") {
            k = Self.find(s, "]]>", from: i + 3).map { end in
                handleDecl(Self.text(s[(i + 3)..<end]))
                return end + 3
            }
        } else if Self.starts(s, i, "<!") {
            k = Self.find(s, ">", from: i + 2).map { end in
                let body = Self.text(s[(i + 2)..<end])
                if body.lowercased().hasPrefix("doctype") { handleDecl(body) } else { handleComment(body) }
                return end + 1
            }
        } else {
            handleData("<")
            k = i + 1
        }
        if let k { return k }
        // Unfinished markup at the end of input is data (HTMLParser.goahead with end=True).
        let end = Self.find(s, ">", from: i + 1).map { $0 + 1 } ?? s.count
        handleData(Self.text(s[i..<end]))
        return end
    }

    /// Parses `<name attr=value …>` or `<name …/>`; `nil` if the tag is not well formed.
    private mutating func startTag(_ s: Scalars, at start: Int) -> Int? {
        var i = start + 1
        let nameEnd =
            s[i...].firstIndex(where: { "\t\n\r\u{0C} />\0".unicodeScalars.contains($0) }) ?? s.count
        let tag = Self.text(s[i..<nameEnd]).lowercased()
        i = nameEnd
        var attributes: [(String, String?)] = []
        while true {
            while i < s.count,
                Self.isSpace(s[i]) || (s[i] == "/" && !(i + 1 < s.count && s[i + 1] == ">"))
            {
                i += 1
            }
            guard i < s.count else { return nil }
            if s[i] == ">" {
                handleStartTag(tag, attributes)
                if tag == "script" || tag == "style" { return rawText(s, after: i + 1, closing: tag) }
                return i + 1
            }
            if Self.starts(s, i, "/>") {
                handleStartEndTag(tag, attributes)
                return i + 2
            }
            let nameStart = i
            i += 1
            while i < s.count, !Self.isSpace(s[i]), !"/=>".unicodeScalars.contains(s[i]) { i += 1 }
            let name = Self.text(s[nameStart..<i]).lowercased()
            var probe = i
            while probe < s.count, Self.isSpace(s[probe]) { probe += 1 }
            guard probe < s.count, s[probe] == "=" else {
                attributes.append((name, nil))
                continue
            }
            while probe < s.count, s[probe] == "=" { probe += 1 }
            while probe < s.count, Self.isSpace(s[probe]) { probe += 1 }
            guard probe < s.count else { return nil }
            var value: String
            if s[probe] == "\"" || s[probe] == "'" {
                guard let close = s[(probe + 1)...].firstIndex(of: s[probe]) else { return nil }
                value = Self.text(s[(probe + 1)..<close])
                i = close + 1
            } else {
                let end = s[probe...].firstIndex(where: { $0 == ">" || Self.isSpace($0) }) ?? s.count
                value = Self.text(s[probe..<end])
                i = end
            }
            value = Self.unescape(value)
            attributes.append((name, value))
        }
    }

    /// Script and style content is text up to the matching end tag.
    private mutating func rawText(_ s: Scalars, after i: Int, closing tag: String) -> Int {
        var j = i
        while j < s.count {
            if Self.starts(s, j, "</"),
                Self.text(s[(j + 2)..<min(s.count, j + 2 + tag.count)]).lowercased() == tag
            {
                break
            }
            j += 1
        }
        if i < j { handleData(Self.text(s[i..<j])) }
        return j
    }

    private mutating func endTag(_ s: Scalars, at i: Int) -> Int? {
        guard let gt = Self.find(s, ">", from: i + 2) else { return nil }
        if i + 2 < s.count, Self.isLetter(s[i + 2]) {
            let nameEnd =
                s[(i + 2)...].firstIndex(where: { "\t\n\r\u{0C} />\0".unicodeScalars.contains($0) })
                ?? s.count
            handleEndTag(Self.text(s[(i + 2)..<nameEnd]).lowercased())
            return (Self.find(s, ">", from: nameEnd) ?? gt) + 1
        }
        if Self.starts(s, i, "</>") { return i + 3 }
        handleComment(Self.text(s[(i + 2)..<gt]))
        return gt + 1
    }

    // MARK: - References

    private mutating func reference(_ s: Scalars, at i: Int) -> Int {
        var j = i + 1
        if j < s.count, s[j] == "#" {
            j += 1
            let hex = j < s.count && (s[j] == "x" || s[j] == "X")
            if hex { j += 1 }
            let digitsStart = j
            while j < s.count, hex ? s[j].properties.isASCIIHexDigit : ("0"..."9").contains(s[j]) {
                j += 1
            }
            guard j > digitsStart, j < s.count, !s[j].properties.isASCIIHexDigit else {
                handleData("&#")
                return i + 2
            }
            let name = Self.text(s[(i + 2)..<j])
            var scalar: Unicode.Scalar?
            if name.hasPrefix("x") {
                scalar = UInt32(name.dropFirst(), radix: 16).flatMap(Unicode.Scalar.init)
            } else if !name.hasPrefix("X") {
                scalar = UInt32(name).flatMap(Unicode.Scalar.init)
            }
            handleReference(scalar, fallback: "&" + name + ";")
            return s[j] == ";" ? j + 1 : j
        }
        if j < s.count, Self.isLetter(s[j]) {
            while j < s.count,
                Self.isLetter(s[j]) || ("0"..."9").contains(s[j]) || s[j] == "-" || s[j] == "."
            {
                j += 1
            }
            if j < s.count {
                let name = Self.text(s[(i + 1)..<j])
                handleReference(Self.namedCharacters[name], fallback: "&" + name + ";")
                return s[j] == ";" ? j + 1 : j
            }
            handleData(Self.text(s[i...]))
            return s.count
        }
        handleData("&")
        return i + 1
    }

    // MARK: - Scanning helpers

    static let namedCharacters: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "nbsp": "\u{A0}", "copy": "\u{A9}",
    ]

    /// Python's `html.unescape`, for numeric references and the names in `namedCharacters`.
    static func unescape(_ value: String) -> String {
        guard value.contains("&") else { return value }
        let s = Array(value.unicodeScalars)
        var result = String.UnicodeScalarView()
        var i = 0
        while i < s.count {
            guard s[i] == "&", let semicolon = s[i...].prefix(12).firstIndex(of: ";") else {
                result.append(s[i])
                i += 1
                continue
            }
            let name = text(s[(i + 1)..<semicolon])
            var scalar: Unicode.Scalar?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
            } else {
                scalar = namedCharacters[name]
            }
            if let scalar {
                result.append(scalar)
                i = semicolon + 1
            } else {
                result.append(s[i])
                i += 1
            }
        }
        return String(result)
    }

    static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        String(String.UnicodeScalarView(scalars))
    }

    static func starts(_ s: Scalars, _ i: Int, _ prefix: String) -> Bool {
        let p = Array(prefix.unicodeScalars)
        return i + p.count <= s.count && Array(s[i..<(i + p.count)]) == p
    }

    static func find(_ s: Scalars, _ needle: String, from start: Int, sameLine: Bool = false) -> Int? {
        let n = Array(needle.unicodeScalars)
        var i = start
        while i + n.count <= s.count {
            if sameLine && s[i] == "\n" { return nil }
            if Array(s[i..<(i + n.count)]) == n { return i }
            i += 1
        }
        return nil
    }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
