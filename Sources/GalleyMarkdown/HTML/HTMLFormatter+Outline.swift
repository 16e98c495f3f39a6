import GalleyCore

extension HTMLFormatter {
    /// Opens a heading: its id comes from its plain text, and it starts a new search section.
    mutating func enterHeading(_ node: MarkdownNode, level: Int) {
        let title = plainText(of: node)
        let id = headingIDs.unique(Slug.make(title))
        headings.append(Heading(level: level, title: title, id: id, range: range(of: node)))
        closeSection()
        currentSection = (id, title)
        openHeading = node.id
        output.ensureNewline()
        output.appendString("<h\(level)")
        if options.headingIDs {
            output.append(" id=\"")
            output.appendEscaped(id)
            output.append("\"")
        }
        output.append(">")
    }

    mutating func exitHeading(level: Int) {
        if options.headingIDs, let anchor = options.headingAnchor, let id = headings.last?.id {
            output.append("<a class=\"anchor\" href=\"#")
            output.appendEscaped(id)
            output.append("\" aria-label=\"")
            output.appendEscaped(anchor.label)
            output.append("\">#</a>")
        }
        output.appendString("</h\(level)>\n")
        openHeading = nil
    }

    /// The text of a node's descendants, without markup, whitespace runs collapsed.
    func plainText(of node: MarkdownNode) -> String {
        var builder = PlainTextBuilder()
        for id in node.descendantIDs {
            switch nodes[id].kind {
            case .text(let text), .code(let text): builder.append(text)
            case .softBreak, .lineBreak: builder.breakWord()
            default: break
            }
        }
        return builder.text
    }

    /// Ends the current search section, keeping it if it has a heading or any text.
    mutating func closeSection() {
        let text = sectionText.utf8
        if currentSection.id != nil || !text.isEmpty {
            sections.append(
                Section(headingID: currentSection.id, title: currentSection.title, utf8: text))
        }
        sectionText = PlainTextBuilder()
    }
}
