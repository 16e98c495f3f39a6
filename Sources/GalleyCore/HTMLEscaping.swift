extension String {
    /// The string with `& < > " '` replaced by entities, safe in element text and quoted attributes.
    package var htmlEscaped: String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for character in unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
