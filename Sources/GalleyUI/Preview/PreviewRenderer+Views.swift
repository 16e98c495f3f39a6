import Foundation

extension PreviewRenderer {
    /// Views whose children are drawn in their place (they stand for several views).
    static let passThrough: Set<String> = [
        "Group", "ForEach", "Group(subviews:)", "ForEach(subviews:)", "TupleView", "AnyView",
        "ScrollView",
    ]

    /// The HTML for a view GalleyUI draws, or nil for custom views and unknown leaves.
    mutating func view(_ node: EvaluatedView, scheme: String) -> String? {
        switch node.kind {
        case "Text": return text(node)
        case "VStack", "LazyVStack": return stack(node, axis: "v", scheme: scheme)
        case "HStack", "LazyHStack": return stack(node, axis: "h", scheme: scheme)
        case "ZStack": return stack(node, axis: "z", scheme: scheme)
        case "Spacer": return "<div class=\"gp-spacer\"></div>"
        case "Divider": return "<div class=\"gp-divider\" role=\"separator\"></div>"
        case "Image": return symbol(node)
        case "Color":
            let color = PreviewStyle.color(node.detail ?? "") ?? "var(--gp-gray)"
            return "<div class=\"gp-color\" style=\"background:\(previewEscape(color))\"></div>"
        case "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse":
            return "<div class=\"gp-shape gp-\(node.kind.lowercased())\"></div>"
        case "Button": return control("gp-button", node, scheme: scheme, danger: true)
        case "NavigationLink": return control("gp-link", node, scheme: scheme)
        case "Label": return control("gp-label", node, scheme: scheme)
        case "Toggle":
            let on = node.detail == "on"
            return row(node, scheme: scheme)
                + "<span class=\"gp-switch\(on ? " gp-on" : "")\" role=\"img\" aria-label=\"\(on ? "on" : "off")\"></span></div>"
        case "Slider":
            let value = min(1, max(0, Double(node.detail ?? "") ?? 0.5))
            return
                "<div class=\"gp-slider\" role=\"img\" aria-label=\"slider at \(previewEscape(node.detail ?? ""))\"><span class=\"gp-track\" style=\"--gp-value:\(Int(value * 100))%\"></span></div>"
        case "TextField", "SecureField":
            let value = unquoted(node.detail) ?? ""
            let placeholder = value.isEmpty ? " gp-placeholder" : ""
            let shown = value.isEmpty ? children(node, scheme: scheme) : previewEscape(value)
            let (mark, _) = element(node)
            return "<div class=\"gp-field\(placeholder)\"\(mark)>\(shown)</div>"
        case "Picker":
            let selection = node.detail.map { $0.replacingOccurrences(of: "selection: ", with: "") }
            return row(node, scheme: scheme, labelOnly: true)
                + "<span class=\"gp-value\">\(previewEscape(unquoted(selection) ?? ""))</span></div>"
        case "List", "Form": return list(node, scheme: scheme)
        case "Section": return section(node, scheme: scheme)
        case "NavigationStack", "NavigationView": return navigation(node, scheme: scheme)
        case _ where Self.passThrough.contains(node.kind):
            let (mark, _) = element(node)
            guard !mark.isEmpty else { return children(node, scheme: scheme) }
            return "<div class=\"gp-view\"\(mark)>" + children(node, scheme: scheme) + "</div>"
        default: return nil
        }
    }

    private mutating func stack(_ node: EvaluatedView, axis: String, scheme: String) -> String {
        var css: [String] = []
        if let spacing = node.attributes["spacing"], let gap = pixels(spacing) {
            css.append("gap:\(gap)")
        }
        let alignment = node.attributes["alignment"] ?? "center"
        let (mark, _) = element(node)
        let style = css.isEmpty ? "" : " style=\"\(css.joined(separator: ";"))\""
        return "<div class=\"gp-stack gp-\(axis) gp-align-\(previewEscape(alignment))\"\(style)\(mark)>"
            + children(node, scheme: scheme) + "</div>"
    }

    /// A text styled from its own modifiers and its environment; the environment values it
    /// was drawn with are its reads.
    private mutating func text(_ node: EvaluatedView) -> String {
        var css: [String] = []
        let styles = (node.attributes["styles"] ?? "").split(separator: "\n").map(String.init)
        var drawnWith: [GalleyPreview.Read] = []
        if let own = styles.last(where: { $0.hasPrefix("font: ") }) {
            css += PreviewStyle.font(String(own.dropFirst(6)))
        } else if let font = node.setting("font") {
            css += PreviewStyle.font(font.value)
            drawnWith.append(read(font))
        }
        for style in styles {
            if style == "bold" { css.append("font-weight:700") }
            if style == "italic" { css.append("font-style:italic") }
            if style == "underline" { css.append("text-decoration:underline") }
            if style == "strikethrough" { css.append("text-decoration:line-through") }
            if style.hasPrefix("weight: "), let weight = PreviewStyle.weights[String(style.dropFirst(8))] {
                css.append("font-weight:\(weight)")
            }
            for prefix in ["foregroundStyle: ", "foregroundColor: "] where style.hasPrefix(prefix) {
                if let color = PreviewStyle.color(String(style.dropFirst(prefix.count))) {
                    css.append("color:\(color)")
                }
            }
        }
        if let limit = node.setting("lineLimit"), let lines = Int(limit.value) {
            css.append("-webkit-line-clamp:\(lines)")
            drawnWith.append(read(limit))
        }
        if let alignment = node.setting("multilineTextAlignment") {
            css.append("text-align:\(["leading": "start", "trailing": "end"][alignment.value] ?? "center")")
            drawnWith.append(read(alignment))
        }
        let (mark, _) = element(node, extra: drawnWith)
        let clamp = node.setting("lineLimit") != nil ? " gp-clamp" : ""
        let style = css.isEmpty ? "" : " style=\"\(previewEscape(css.joined(separator: ";")))\""
        return "<p class=\"gp-text\(clamp)\"\(style)\(mark)>\(previewEscape(node.attributes["text"] ?? ""))</p>"
    }

    private func read(_ setting: EvaluatedView.Setting) -> GalleyPreview.Read {
        GalleyPreview.Read(
            name: setting.name, value: setting.value, isDefault: false,
            modifier: setting.origin?.modifier, fileID: setting.origin?.fileID,
            line: setting.origin?.line)
    }

    /// SF Symbols are not available: a neutral glyph labelled with the symbol's name.
    private mutating func symbol(_ node: EvaluatedView) -> String {
        let name = node.attributes["name"] ?? node.detail ?? "image"
        let (mark, _) = element(node)
        return
            "<span class=\"gp-symbol\" role=\"img\" aria-label=\"symbol \(previewEscape(name))\" title=\"\(previewEscape(name)) (SF Symbols are not available; a placeholder is drawn)\"\(mark)><span class=\"gp-glyph\" aria-hidden=\"true\"></span><span class=\"gp-symbol-name\">\(previewEscape(name))</span></span>"
    }

    private mutating func control(
        _ className: String, _ node: EvaluatedView, scheme: String, danger: Bool = false
    ) -> String {
        let destructive = danger && (node.detail ?? "").contains("destructive") ? " gp-destructive" : ""
        let disabled = (node.detail ?? "").contains("disabled") ? " gp-disabled" : ""
        let (mark, _) = element(node)
        return "<div class=\"\(className)\(destructive)\(disabled)\"\(mark)>"
            + children(node, scheme: scheme) + "</div>"
    }

    /// The start of a settings row: its label, then the caller's trailing control and `</div>`.
    private mutating func row(_ node: EvaluatedView, scheme: String, labelOnly: Bool = false)
        -> String
    {
        let (mark, _) = element(node)
        let label =
            labelOnly
            ? node.children.prefix(1).map { draw($0, scheme: scheme) }.joined()
            : children(node, scheme: scheme)
        return "<div class=\"gp-control-row\"\(mark)><div class=\"gp-row-label\">" + label + "</div>"
    }

    private mutating func list(_ node: EvaluatedView, scheme: String) -> String {
        let (mark, _) = element(node)
        var html = "<div class=\"gp-list\"\(mark)>"
        var rows: [String] = []
        func flush() {
            if !rows.isEmpty { html += "<div class=\"gp-group\">" + rows.joined() + "</div>" }
            rows = []
        }
        for child in rowItems(node.children) {
            if child.kind == "Section" {
                flush()
                html += draw(child, scheme: scheme)
            } else {
                rows.append("<div class=\"gp-row\">" + draw(child, scheme: scheme) + "</div>")
            }
        }
        flush()
        return html + "</div>"
    }

    /// The rows of a list: the children of `ForEach` and `Group` count one by one.
    private func rowItems(_ nodes: [EvaluatedView]) -> [EvaluatedView] {
        nodes.flatMap { node in
            Self.passThrough.contains(node.kind) && node.reads.isEmpty ? rowItems(node.children) : [node]
        }
    }

    private mutating func section(_ node: EvaluatedView, scheme: String) -> String {
        let headerCount = Int(node.attributes["headerCount"] ?? "0") ?? 0
        let header = node.children.prefix(headerCount).map { draw($0, scheme: scheme) }.joined()
        let rows = rowItems(Array(node.children.dropFirst(headerCount))).map {
            "<div class=\"gp-row\">" + draw($0, scheme: scheme) + "</div>"
        }
        let (mark, _) = element(node)
        return "<div class=\"gp-section\"\(mark)>"
            + (header.isEmpty ? "" : "<div class=\"gp-section-header\">\(header)</div>")
            + "<div class=\"gp-group\">" + rows.joined() + "</div></div>"
    }

    private mutating func navigation(_ node: EvaluatedView, scheme: String) -> String {
        let title = Self.firstTitle(in: node).flatMap { unquoted($0) } ?? ""
        let (mark, _) = element(node)
        return "<div class=\"gp-nav\"\(mark)><div class=\"gp-nav-title\">\(previewEscape(title))</div>"
            + "<div class=\"gp-nav-content\">" + children(node, scheme: scheme) + "</div></div>"
    }

    private static func firstTitle(in node: EvaluatedView) -> String? {
        if node.kind == ".navigationTitle" { return node.detail }
        for child in node.children {
            if let title = firstTitle(in: child) { return title }
        }
        return nil
    }
}
