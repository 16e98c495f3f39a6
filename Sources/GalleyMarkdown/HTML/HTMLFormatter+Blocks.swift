import GalleyCore

extension HTMLFormatter {
    mutating func enterBlock(_ node: MarkdownNode) {
        switch node.kind {
        case .blockQuote:
            output.ensureNewline()
            output.append("<blockquote>\n")
        case .list(let list):
            output.ensureNewline()
            if !list.isOrdered {
                output.append("<ul>\n")
            } else if list.start == 1 {
                output.append("<ol>\n")
            } else {
                output.appendString("<ol start=\"\(list.start)\">\n")
            }
        case .item(let task):
            output.ensureNewline()
            output.append("<li>")
            switch task {
            case .checked?: output.append("<input type=\"checkbox\" checked=\"\" disabled=\"\" /> ")
            case .unchecked?: output.append("<input type=\"checkbox\" disabled=\"\" /> ")
            case nil: break
            }
        case .codeBlock(let code):
            writeCodeBlock(node, code)
        case .htmlBlock(let html):
            writeHTMLBlock(node, html)
        case .paragraph:
            if !isInTightList(node) {
                output.ensureNewline()
                output.append("<p>")
            }
        case .heading(let level):
            enterHeading(node, level: level)
        case .thematicBreak:
            output.ensureNewline()
            output.append("<hr />\n")
        case .table(let alignments):
            output.ensureNewline()
            output.append("<table>")
            tableAlignments = alignments
            needsClosingTableBody = false
        case .tableRow(let isHeader):
            enterTableRow(isHeader: isHeader)
        case .tableCell:
            output.ensureNewline()
            output.append(inTableHeader ? "<th" : "<td")
            let alignment = cellIndex < tableAlignments.count ? tableAlignments[cellIndex] : .none
            switch alignment {
            case .left: output.append(" align=\"left\"")
            case .center: output.append(" align=\"center\"")
            case .right: output.append(" align=\"right\"")
            case .none: break
            }
            output.append(">")
            cellIndex += 1
        case .footnoteDefinition:
            if footnoteIndex == 0 { output.append("<section class=\"footnotes\">\n<ol>\n") }
            footnoteIndex += 1
            output.appendString("<li id=\"fn\(footnoteIndex)\">\n")
        default:
            break
        }
    }

    mutating func exitBlock(_ node: MarkdownNode) {
        switch node.kind {
        case .document:
            if footnoteIndex > 0 { output.append("</ol>\n</section>\n") }
        case .blockQuote:
            output.ensureNewline()
            output.append("</blockquote>\n")
        case .list(let list):
            output.append(list.isOrdered ? "</ol>\n" : "</ul>\n")
        case .item:
            output.append("</li>\n")
        case .paragraph:
            guard !isInTightList(node) else { break }
            if let parent = parent(of: node), case .footnoteDefinition = parent.kind,
                node.subtreeEnd == parent.subtreeEnd
            {
                output.append(" ")
                writeFootnoteBackref()
            }
            output.append("</p>\n")
        case .heading(let level):
            exitHeading(level: level)
        case .table:
            if needsClosingTableBody {
                output.ensureNewline()
                output.append("</tbody>")
                output.ensureNewline()
            }
            needsClosingTableBody = false
            output.ensureNewline()
            output.append("</table>")
            output.ensureNewline()
        case .tableRow(let isHeader):
            output.ensureNewline()
            output.append("</tr>")
            if isHeader {
                output.ensureNewline()
                output.append("</thead>")
                inTableHeader = false
            }
        case .tableCell:
            output.append(inTableHeader ? "</th>" : "</td>")
        case .footnoteDefinition:
            if writeFootnoteBackref() { output.append("\n") }
            output.append("</li>\n")
        default:
            break
        }
        sectionText.breakWord()
    }

    // MARK: - Helpers

    /// Paragraphs directly inside the items of a tight list are written without `<p>`.
    private func isInTightList(_ node: MarkdownNode) -> Bool {
        guard let item = parent(of: node), let list = parent(of: item),
            case .list(let attributes) = list.kind
        else { return false }
        return attributes.isTight
    }

    private mutating func enterTableRow(isHeader: Bool) {
        output.ensureNewline()
        if isHeader {
            inTableHeader = true
            output.append("<thead>")
            output.ensureNewline()
        } else if !needsClosingTableBody {
            output.append("<tbody>")
            output.ensureNewline()
            needsClosingTableBody = true
        }
        output.append("<tr>")
        cellIndex = 0
    }

    /// Writes the link back from the current footnote to its reference, once per footnote.
    @discardableResult
    private mutating func writeFootnoteBackref() -> Bool {
        guard writtenFootnoteBackref < footnoteIndex else { return false }
        writtenFootnoteBackref = footnoteIndex
        output.appendString("<a href=\"#fnref\(footnoteIndex)\" class=\"footnote-backref\">↩</a>")
        return true
    }

    private mutating func writeCodeBlock(_ node: MarkdownNode, _ code: CodeBlockAttributes) {
        let context = CodeBlockContext(
            info: code.info, language: code.language, literal: code.literal, range: range(of: node),
            firstContentLine: node.startLine + (code.isFenced ? 1 : 0),
            isFenced: code.isFenced,
            index: codeBlocks.count)
        codeBlocks.append(context)
        sectionText.append(options.indexedCode?(context) ?? code.literal)
        output.ensureNewline()
        if let hook = options.codeBlock, let html = hook(context) {
            output.append(bytes: html)
            output.ensureNewline()
            return
        }
        if let language = code.language {
            output.append("<pre><code class=\"language-")
            output.appendEscaped(language)
            output.append("\">")
        } else {
            output.append("<pre><code>")
        }
        output.appendEscaped(code.literal)
        output.append("</code></pre>\n")
    }

    private mutating func writeHTMLBlock(_ node: MarkdownNode, _ html: String) {
        output.ensureNewline()
        switch options.rawHTML {
        case .escape:
            output.append("<pre class=\"raw-html\"><code>")
            output.appendEscaped(html)
            output.append("</code></pre>\n")
            reportEscapedHTML(at: node)
        case .allowWithTagFilter:
            TagFilter.appendFiltered(html, to: &output)
            output.ensureNewline()
        case .allowUnfiltered:
            output.appendString(html)
            output.ensureNewline()
        }
    }

    mutating func reportEscapedHTML(at node: MarkdownNode) {
        diagnostics.append(
            .warning(
                "markdown.raw-html-escaped", at: range(of: node).lowerBound,
                "raw HTML is shown as text; this site escapes HTML written in Markdown"))
    }
}
