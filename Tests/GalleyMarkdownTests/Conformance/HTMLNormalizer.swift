/// A port of cmark's `test/normalize.py`, which upstream's spec runner uses to compare HTML
/// while ignoring insignificant differences.
///
/// It keeps the script's rules: whitespace runs collapse to one space outside `<pre>`,
/// whitespace around block-level tags is dropped, self-closing tags become open tags, attributes
/// are sorted and lowercased with values re-escaped, and character references are decoded except
/// for `< > & "`. The script drives Python's `HTMLParser`; `tokenize` below re-creates the parts
/// of that tokenizer the rules depend on (tags, comments, declarations, processing
/// instructions, character references, script and style content). Named references are decoded
/// only for the few names cmark emits; any other name stays as written on both sides.
struct HTMLNormalizer {
    enum Last { case starttag, endtag, data, comment, decl, pi, ref }

    var output = ""
    var last = Last.starttag
    var lastTag = ""
    var inPre = false

    static func normalize(_ html: String) -> String {
        var normalizer = HTMLNormalizer()
        normalizer.tokenize(Array(html.unicodeScalars))
        return normalizer.output
    }

    // MARK: - Handlers (normalize.py's MyHTMLParser)

    mutating func handleData(_ text: String) {
        var data = text
        let afterTag = last == .endtag || last == .starttag
        let afterBlockTag = afterTag && Self.isBlockTag(lastTag)
        if afterTag && lastTag == "br" { data = String(data.drop(while: { $0 == "\n" })) }
        if !inPre { data = Self.collapsingWhitespace(data) }
        if afterBlockTag && !inPre {
            if last == .starttag {
                data = Self.stripping(data, leading: true, trailing: false)
            } else if last == .endtag {
                data = Self.stripping(data, leading: true, trailing: true)
            }
        }
        output += data
        last = .data
    }

    mutating func handleEndTag(_ tag: String) {
        if tag == "pre" {
            inPre = false
        } else if Self.isBlockTag(tag) {
            output = Self.stripping(output, leading: false, trailing: true)
        }
        output += "</" + tag + ">"
        lastTag = tag
        last = .endtag
    }

    mutating func handleStartTag(_ tag: String, _ attributes: [(String, String?)]) {
        if tag == "pre" { inPre = true }
        if Self.isBlockTag(tag) { output = Self.stripping(output, leading: false, trailing: true) }
        output += "<" + tag
        for (name, value) in attributes.sorted(by: { ($0.0, $0.1 ?? "") < ($1.0, $1.1 ?? "") }) {
            output += " " + name
            // normalize.py compares the *value* with 'href'/'src' (a slip upstream), so every
            // value takes the html.escape branch; kept as it is.
            if let value { output += "=\"" + Self.pythonEscape(value) + "\"" }
        }
        output += ">"
        lastTag = tag
        last = .starttag
    }

    mutating func handleStartEndTag(_ tag: String, _ attributes: [(String, String?)]) {
        handleStartTag(tag, attributes)
        lastTag = tag
        last = .endtag
    }

    mutating func handleComment(_ text: String) {
        output += "<!--" + text + "-->"
        last = .comment
    }

    mutating func handleDecl(_ text: String) {
        output += "<!" + text + ">"
        last = .decl
    }

    mutating func handlePI(_ text: String) {
        output += "<?" + text + ">"
        last = .pi
    }

    mutating func handleReference(_ character: Unicode.Scalar?, fallback: String) {
        switch character {
        case "<": output += "&lt;"
        case ">": output += "&gt;"
        case "&": output += "&amp;"
        case "\"": output += "&quot;"
        case let scalar?: output.unicodeScalars.append(scalar)
        case nil: output += fallback
        }
        last = .ref
    }

    // MARK: - Helpers

    static let blockTags: Set<String> = [
        "article", "header", "aside", "hgroup", "blockquote", "hr", "iframe", "body", "li", "map",
        "button",
        "object", "canvas", "ol", "caption", "output", "col", "p", "colgroup", "pre", "dd", "progress",
        "div",
        "section", "dl", "table", "td", "dt", "tbody", "embed", "textarea", "fieldset", "tfoot",
        "figcaption",
        "th", "figure", "thead", "footer", "tr", "form", "ul", "h1", "h2", "h3", "h4", "h5", "h6",
        "video",
        "script", "style",
    ]

    static func isBlockTag(_ tag: String) -> Bool { blockTags.contains(tag) }

    /// Python's `\s` and `str.isspace()` for text.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || (0x1C...0x1F).contains(scalar.value)
    }

    static func collapsingWhitespace(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var inRun = false
        for scalar in text.unicodeScalars {
            if isSpace(scalar) {
                if !inRun { result.append(" ") }
                inRun = true
            } else {
                result.append(scalar)
                inRun = false
            }
        }
        return String(result)
    }

    static func stripping(_ text: String, leading: Bool, trailing: Bool) -> String {
        var scalars = Substring(text).unicodeScalars[...]
        if leading { scalars = scalars.drop(while: isSpace) }
        if trailing {
            while let last = scalars.last, isSpace(last) { scalars = scalars.dropLast() }
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// Python's `html.escape(value, quote=True)`.
    static func pythonEscape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#x27;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
