import Foundation
import GalleyCore
import GalleySnippets

/// The **Preview** panel of a `run` block that evaluated a view: GalleyUI's drawing in a
/// phone-width frame (light and dark, unless the snippet fixed the scheme), an honest note
/// that it is an approximation, and the environment inspector as a plain list that works
/// without JavaScript. `preview.js` links the list and the drawing on hover and focus.
struct PreviewPanel {
    let previews: [SnippetPreview]
    let localizer: Localizer
    /// Distinguishes this block's panel on the page (its fence line).
    let id: String

    var html: String {
        previews.enumerated().map { index, preview in panel(preview, id: "\(id)-\(index + 1)") }
            .joined(separator: "\n")
    }

    private func panel(_ preview: SnippetPreview, id: String) -> String {
        var html = "<div class=\"panel panel-preview\" id=\"\(id)\">"
        html += "<p class=\"panel-label\">\(localizer.text("preview.label").htmlEscaped)</p>"
        html += "<p class=\"preview-note\">\(localizer.text("preview.note").htmlEscaped)</p>"
        html += "<div class=\"preview-frames\">"
        for rendering in preview.renderings {
            let name = localizer.text(rendering.scheme == "dark" ? "preview.dark" : "preview.light")
            html +=
                "<div class=\"preview-frame\" role=\"group\" aria-label=\"\(name.htmlEscaped)\">"
                + "<p class=\"preview-scheme\" aria-hidden=\"true\">\(name.htmlEscaped)</p>"
                + rendering.html + "</div>"
        }
        html += "</div>"
        html += "<div class=\"preview-inspector\"><p class=\"preview-inspector-label\" id=\"\(id)-reads\">"
        html += localizer.text("preview.inspector").htmlEscaped + "</p>"
        if preview.elements.isEmpty {
            html += "<p class=\"preview-none\">\(localizer.text("preview.nothingRead").htmlEscaped)</p>"
        } else {
            html += "<ul class=\"preview-reads\" aria-labelledby=\"\(id)-reads\">"
            for element in preview.elements {
                html += "<li data-gp-el=\"\(element.id)\">"
                html += element.reads.map { sentence(element.name, $0) }.joined(separator: "<br>")
                html += "</li>"
            }
            html += "</ul>"
        }
        return html + "</div></div>"
    }

    /// "`Title` read `\.accent` = `orange`, set by `.environment` at line 12", with each
    /// piece in `code` and the sentence's words from the page's language.
    func sentence(_ view: String, _ read: SnippetPreview.Read) -> String {
        let key = read.name.first?.isUppercase == true ? read.name : "\\." + read.name
        let pieces = [
            "view": view, "key": key, "value": read.value, "modifier": read.modifier ?? "",
            "line": read.line.map(String.init) ?? "",
        ]
        let template: String =
            if read.isDefault {
                "preview.readDefault"
            } else if read.line != nil {
                "preview.readSetAt"
            } else {
                "preview.readSet"
            }
        var markers: [String: String] = [:]
        for name in pieces.keys { markers[name] = "\u{1}\(name)\u{1}" }
        var html = localizer.text(template, markers).htmlEscaped
        for (name, value) in pieces {
            let piece = name == "line" ? value.htmlEscaped : "<code>\(value.htmlEscaped)</code>"
            html = html.replacingOccurrences(of: "\u{1}\(name)\u{1}", with: piece)
        }
        return html
    }
}
