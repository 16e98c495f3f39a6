import Foundation

extension PreviewRenderer {
    /// Modifiers that change data flow or behaviour but draw nothing themselves.
    static let transparentModifiers: Set<String> = [
        ".environment", ".transformEnvironment", ".onAppear", ".onDisappear", ".onChange", ".task",
        ".focusedValue", ".focusedSceneValue", ".containerValue", ".tag", ".transaction",
        ".animation", ".focused", ".focusable", ".accessibilityLabel", ".accessibilityHint",
        ".accessibilityHidden", ".help", ".keyboardShortcut", ".onTapGesture",
        ".navigationDestination", ".preferredColorScheme", ".navigationTitle", ".font",
        ".lineLimit", ".disabled", ".multilineTextAlignment", ".dynamicTypeSize", ".buttonStyle",
        ".textFieldStyle", ".pickerStyle", ".id", ".monospacedDigit", ".fixedSize",
    ]

    /// The HTML for a modifier node: a box or a style around its content.
    mutating func modifier(_ node: EvaluatedView, scheme: String) -> String {
        let detail = node.detail ?? ""
        switch node.kind {
        case _ where Self.transparentModifiers.contains(node.kind):
            return children(node, scheme: scheme)
        case ".padding":
            let length = pixels(detail) ?? "16px"
            let edges = Int(node.attributes["edges"] ?? "15") ?? 15
            let sides = [1, 8, 4, 2].map { edges & $0 != 0 ? length : "0" }.joined(separator: " ")
            return box("gp-pad", "padding:\(sides)", node, scheme)
        case ".frame":
            var css: [String] = []
            for part in detail.split(separator: ",") {
                let pair = part.split(separator: ":")
                guard pair.count == 2, let value = pixels(pair[1]) else { continue }
                let name = pair[0].trimmingCharacters(in: .whitespaces)
                css.append("\(name):\(value)")
            }
            return box("gp-frame", css.joined(separator: ";"), node, scheme)
        case ".background":
            if node.children.count == 2 { return layered(node, behind: true, scheme) }
            guard let color = PreviewStyle.color(detail) else { return undrawn(node, scheme) }
            return box("gp-bg", "background:\(color)", node, scheme)
        case ".overlay":
            return layered(node, behind: false, scheme)
        case ".foregroundStyle", ".foregroundColor", ".fill":
            guard let color = PreviewStyle.color(detail) else { return undrawn(node, scheme) }
            return style("color:\(color);--gp-fill:\(color)", node, scheme)
        case ".tint":
            guard let color = PreviewStyle.color(detail) else { return undrawn(node, scheme) }
            return style("--gp-tint:\(color)", node, scheme)
        case ".bold":
            return style(detail == "false" ? "font-weight:400" : "font-weight:700", node, scheme)
        case ".italic":
            return style(detail == "false" ? "font-style:normal" : "font-style:italic", node, scheme)
        case ".fontWeight":
            return style("font-weight:\(PreviewStyle.weights[detail] ?? 400)", node, scheme)
        case ".opacity":
            return box("gp-mod", "opacity:\(Double(detail) ?? 1)", node, scheme)
        case ".cornerRadius":
            return box("gp-clip", "border-radius:\(pixels(detail) ?? "0")", node, scheme)
        case ".clipShape":
            let radius = ["Circle", "Capsule", "Ellipse"].contains(detail) ? "9999px" : "0"
            return box("gp-clip", "border-radius:\(radius)", node, scheme)
        case ".border":
            let parts = detail.components(separatedBy: ", width: ")
            guard parts.count == 2, let color = PreviewStyle.color(parts[0]),
                let width = pixels(parts[1])
            else { return undrawn(node, scheme) }
            return box("gp-mod", "border:\(width) solid \(color)", node, scheme)
        default:
            return undrawn(node, scheme)
        }
    }

    /// Content in a box of `className` styled with `css`.
    private mutating func box(
        _ className: String, _ css: String, _ node: EvaluatedView, _ scheme: String
    ) -> String {
        "<div class=\"\(className)\" style=\"\(previewEscape(css))\">" + children(node, scheme: scheme)
            + "</div>"
    }

    /// Content under a style that its descendants inherit, without a box of its own.
    private mutating func style(_ css: String, _ node: EvaluatedView, _ scheme: String) -> String {
        "<div class=\"gp-style\" style=\"\(previewEscape(css))\">" + children(node, scheme: scheme)
            + "</div>"
    }

    /// `background { }` and `overlay { }`: content and layer in one grid cell.
    private mutating func layered(_ node: EvaluatedView, behind: Bool, _ scheme: String) -> String {
        let content = node.children.first.map { draw($0, scheme: scheme) } ?? ""
        let layer = node.children.dropFirst().map { draw($0, scheme: scheme) }.joined()
        let cells =
            behind
            ? "<div class=\"gp-layer\">\(layer)</div><div class=\"gp-layer\">\(content)</div>"
            : "<div class=\"gp-layer\">\(content)</div><div class=\"gp-layer\">\(layer)</div>"
        return "<div class=\"gp-layers\">\(cells)</div>"
    }

    /// A modifier GalleyUI does not draw: its content in a dashed box labelled with its name.
    private mutating func undrawn(_ node: EvaluatedView, _ scheme: String) -> String {
        let label = node.kind + (node.detail.map { "(\($0))" } ?? "")
        return "<div class=\"gp-undrawn\"><span class=\"gp-unknown-kind\">"
            + previewEscape(label) + "</span>" + children(node, scheme: scheme) + "</div>"
    }
}
