/// Checks that a preview's HTML is the markup GalleyUI's renderer writes: `div`, `p` and
/// `span` elements with a few attributes, text escaped, no URLs in styles. A snippet can write
/// any file, so the page must not take a forged document's HTML as it is.
enum PreviewMarkup {
    static let elements: Set<Substring> = ["div", "p", "span"]
    static let attributes: Set<Substring> = [
        "class", "style", "role", "aria-label", "aria-hidden", "title", "data-gp-el", "tabindex",
    ]

    /// Nil when `html` is acceptable, else what is wrong with it.
    static func problem(in html: String) -> String? {
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return "an unclosed tag" }
            let tag = rest[rest.index(after: open)..<close]
            if let problem = check(tag) { return problem }
            rest = rest[rest.index(after: close)...]
        }
        return nil
    }

    private static func check(_ tag: Substring) -> String? {
        if tag.hasPrefix("/") {
            return elements.contains(tag.dropFirst()) ? nil : "an unexpected element </\(tag.dropFirst())>"
        }
        let name = tag.prefix { $0.isLetter }
        guard elements.contains(name) else { return "an unexpected element <\(name)>" }
        var rest = tag.dropFirst(name.count)
        while !rest.isEmpty {
            guard rest.hasPrefix(" ") else { return "malformed attributes in <\(name)>" }
            rest = rest.dropFirst()
            let attribute = rest.prefix { $0 != "=" }
            guard attributes.contains(attribute), rest.dropFirst(attribute.count).hasPrefix("=\"")
            else { return "an unexpected attribute '\(attribute)'" }
            rest = rest.dropFirst(attribute.count + 2)
            guard let end = rest.firstIndex(of: "\"") else { return "an unclosed attribute value" }
            let value = rest[..<end]
            if attribute == "style", value.lowercased().contains("url(") || value.contains("\\") {
                return "a style that loads a resource"
            }
            rest = rest[rest.index(after: end)...]
        }
        return nil
    }
}
