/// How GalleyUI's fonts and colours are drawn in a preview: iOS's default text sizes at the
/// Large Dynamic Type size, and the system colours as CSS custom properties that the
/// stylesheet defines for light and dark.
enum PreviewStyle {
    /// CSS for a font description (`title`, `headline.bold()`, `system(size: 20.0)`).
    static func font(_ description: String) -> [String] {
        var parts = description.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
        var css: [String] = []
        let base = parts.isEmpty ? "body" : parts.removeFirst()
        if let size = textStyleSizes[base] {
            css.append("font-size:\(size)px")
            if base == "headline" { css.append("font-weight:600") }
        } else if base.hasPrefix("system(size: ") || base.hasPrefix("custom(") {
            let number = base.split(whereSeparator: { ": ,()".contains($0) }).compactMap { Double($0) }
                .last
            if let number { css.append("font-size:\(Int(number))px") }
        }
        for part in parts {
            if part == "bold()" { css.append("font-weight:700") }
            if part == "italic()" { css.append("font-style:italic") }
            if part.hasPrefix("monospaced") { css.append("font-variant-numeric:tabular-nums") }
            if part.hasPrefix("weight("), let weight = weights[String(part.dropFirst(7).dropLast())] {
                css.append("font-weight:\(weight)")
            }
        }
        return css
    }

    /// A CSS colour for a colour or shape-style description, nil when it cannot be drawn.
    static func color(_ description: String) -> String? {
        var name = description
        var alpha: Int?
        if let space = name.firstIndex(of: " "), name[..<space].hasSuffix("%"),
            let percent = Int(name[..<space].dropLast())
        {
            alpha = percent
            name = String(name[name.index(after: space)...])
        }
        let base: String
        switch name {
        case "primary": base = "var(--gp-label)"
        case "secondary": base = "var(--gp-secondary-label)"
        case "tertiary", "quaternary": base = "var(--gp-tertiary-label)"
        case "tint", "accentColor": base = "var(--gp-tint)"
        case "clear": base = "transparent"
        case _ where namedColors.contains(name): base = "var(--gp-\(name))"
        case _ where name.hasPrefix("#") && name.count == 7: base = name
        default: return nil
        }
        guard let alpha else { return base }
        return "color-mix(in srgb, \(base) \(alpha)%, transparent)"
    }

    static let namedColors: Set<String> = [
        "black", "white", "gray", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue",
        "indigo", "purple", "pink", "brown",
    ]

    /// iOS text styles at the default (Large) size, in points.
    static let textStyleSizes: [String: Int] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
        "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
    ]

    static let weights: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600,
        "bold": 700, "heavy": 800, "black": 900,
    ]
}
