extension HTMLFormatter {
    mutating func enterInline(_ node: MarkdownNode) {
        switch node.kind {
        case .text(let text):
            output.appendEscaped(text)
            addSectionText(text)
        case .softBreak:
            output.append("\n")
            sectionText.breakWord()
        case .lineBreak:
            output.append("<br />\n")
            sectionText.breakWord()
        case .code(let code):
            output.append("<code>")
            output.appendEscaped(code)
            output.append("</code>")
            addSectionText(code)
        case .htmlInline(let html):
            writeInlineHTML(node, html)
        case .emphasis:
            output.append("<em>")
        case .strong:
            output.append("<strong>")
        case .strikethrough:
            output.append("<del>")
        case .link(let destination, let title):
            let range = range(of: node)
            links.append(LinkReference(destination: destination, kind: .link, range: range))
            output.append("<a href=\"")
            writeURL(options.linkDestination?(destination, range) ?? destination)
            if !title.isEmpty {
                output.append("\" title=\"")
                output.appendEscaped(title)
            }
            output.append("\">")
        case .image(let destination, _):
            let range = range(of: node)
            links.append(LinkReference(destination: destination, kind: .image, range: range))
            output.append("<img src=\"")
            writeURL(options.imageSource?(destination, range) ?? destination)
            output.append("\" alt=\"")
            altTextImage = node.id
        case .footnoteReference(let number):
            output.appendString(
                "<sup class=\"footnote-ref\"><a href=\"#fn\(number)\" id=\"fnref\(number)\">\(number)</a></sup>"
            )
        default:
            break
        }
    }

    mutating func exitInline(_ node: MarkdownNode) {
        switch node.kind {
        case .emphasis: output.append("</em>")
        case .strong: output.append("</strong>")
        case .strikethrough: output.append("</del>")
        case .link: output.append("</a>")
        case .image(_, let title):
            if !title.isEmpty {
                output.append("\" title=\"")
                output.appendEscaped(title)
            }
            output.append("\" />")
            altTextImage = nil
        default: break
        }
    }

    /// Inside an image, descendants become the `alt` attribute's plain text.
    mutating func writeAltText(_ node: MarkdownNode) {
        switch node.kind {
        case .text(let text), .code(let text):
            output.appendEscaped(text)
            addSectionText(text)
        case .htmlInline(let html):
            output.appendEscaped(html)
        case .softBreak, .lineBreak:
            output.append(" ")
            sectionText.breakWord()
        default:
            break
        }
    }

    private mutating func writeURL(_ url: String) {
        if options.rawHTML != .allowUnfiltered && DangerousURL.isDangerous(url) { return }
        output.appendEscapedURL(url)
    }

    private mutating func writeInlineHTML(_ node: MarkdownNode, _ html: String) {
        switch options.rawHTML {
        case .escape:
            output.appendEscaped(html)
            reportEscapedHTML(at: node)
        case .allowWithTagFilter:
            let bytes = Array(html.utf8)
            if TagFilter.isDisallowed(bytes[...]) {
                output.append("&lt;")
                for byte in bytes.dropFirst() { output.append(byte) }
            } else {
                output.appendString(html)
            }
        case .allowUnfiltered:
            output.appendString(html)
        }
    }

    private mutating func addSectionText(_ text: String) {
        if openHeading == nil { sectionText.append(text) }
    }
}
