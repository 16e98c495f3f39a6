/// Draws an evaluated view tree as static HTML: stacks as flex boxes with SwiftUI's default
/// spacing (8 pt) and alignment (centre), text styled from its environment, controls as
/// static iOS-like shapes. A view or modifier it cannot draw becomes a labelled box, so
/// nothing in the tree is silently dropped.
struct PreviewRenderer {
    /// The colour scheme the drawing starts in.
    let scheme: String
    /// Elements that read environment values, numbered in tree order.
    private(set) var elements: [GalleyPreview.Element] = []

    init(scheme: String) { self.scheme = scheme }

    /// The views to draw: a window's content, or an app's key window's content.
    static func content(of tree: EvaluatedView) -> [EvaluatedView] {
        if tree.kind == "App" || (tree.kind != "Window" && tree.children.contains { isScene($0) }) {
            for node in tree.children {
                if let window = keyWindow(in: node) { return window.children }
            }
        }
        return tree.kind == "Window" ? tree.children : [tree]
    }

    private static func isScene(_ node: EvaluatedView) -> Bool {
        node.detail?.hasSuffix("key window") == true || node.detail?.hasSuffix("not open") == true
    }

    private static func keyWindow(in node: EvaluatedView) -> EvaluatedView? {
        if node.detail?.hasSuffix("key window") == true { return node }
        for child in node.children {
            if let window = keyWindow(in: child) { return window }
        }
        return nil
    }

    /// The colour scheme the tree fixed, if it set or read one; nil when both schemes apply.
    static func fixedScheme(of tree: EvaluatedView) -> String? {
        var found = false
        var schemes: Set<String> = []
        func visit(_ node: EvaluatedView) {
            if node.reads.contains(where: { $0.name == "colorScheme" }) { found = true }
            if let setting = node.setting("colorScheme") {
                found = true
                if node.children.isEmpty { schemes.insert(setting.value) }
            } else if node.children.isEmpty {
                schemes.insert("light")
            }
            node.children.forEach(visit)
        }
        visit(tree)
        guard found else { return nil }
        return schemes.count == 1 ? schemes.first : "light"
    }

    /// The phone screen holding `content`, under a strip naming the `commands` that read
    /// values (their menus are not drawn, but what they read is inspectable).
    mutating func screen(_ content: [EvaluatedView], commands: [EvaluatedView] = []) -> String {
        elements = []
        let fills = content.contains { fillsScreen($0) }
        var strip = ""
        if !commands.isEmpty {
            strip = "<div class=\"gp-menubar\" role=\"group\" aria-label=\"Commands\">"
            for command in commands {
                let (mark, _) = element(command)
                strip += "<span class=\"gp-command\"\(mark)>\(previewEscape(command.kind))</span>"
            }
            strip += "</div>"
        }
        return "<div class=\"gp-screen gp-\(scheme)\(fills ? " gp-fill" : "")\">" + strip
            + content.map { draw($0, scheme: scheme) }.joined() + "</div>"
    }

    /// The commands of an app that read values (`@FocusedValue` in a `Commands` type), in
    /// tree order: they live beside the windows, so the drawing of the screen never meets them.
    static func readingCommands(of tree: EvaluatedView) -> [EvaluatedView] {
        var found: [EvaluatedView] = []
        func visit(_ node: EvaluatedView, inCommands: Bool) {
            if inCommands, !node.reads.isEmpty { found.append(node) }
            for child in node.children { visit(child, inCommands: inCommands || node.kind == "Commands") }
        }
        visit(tree, inCommands: false)
        return found
    }

    private func fillsScreen(_ node: EvaluatedView) -> Bool {
        if ["NavigationStack", "NavigationView", "List", "Form", "TabView"].contains(node.kind) {
            return true
        }
        return node.children.count == 1 && fillsScreen(node.children[0])
    }

    // MARK: - Nodes

    /// The HTML for `node` in a drawing whose colour scheme is `scheme` so far.
    mutating func draw(_ node: EvaluatedView, scheme: String) -> String {
        let nodeScheme = node.setting("colorScheme")?.value ?? scheme
        if nodeScheme != scheme, ["light", "dark"].contains(nodeScheme) {
            return "<div class=\"gp-scheme gp-\(nodeScheme)\">" + draw(node, scheme: nodeScheme)
                + "</div>"
        }
        if node.kind.hasPrefix(".") { return modifier(node, scheme: scheme) }
        if let html = view(node, scheme: scheme) { return html }
        if node.children.isEmpty { return unknown(node) }
        // A custom view: its body, in a box that carries what it read.
        let (mark, _) = element(node)
        return "<div class=\"gp-view\"\(mark)>" + children(node, scheme: scheme) + "</div>"
    }

    mutating func children(_ node: EvaluatedView, scheme: String) -> String {
        node.children.map { draw($0, scheme: scheme) }.joined()
    }

    /// A box for a view GalleyUI does not draw, labelled with its kind.
    mutating func unknown(_ node: EvaluatedView) -> String {
        let (mark, _) = element(node)
        let label = node.kind + (node.detail.map { " " + $0 } ?? "")
        return "<div class=\"gp-unknown\"\(mark) role=\"img\" aria-label=\"\(previewEscape(label)) (not drawn)\">"
            + "<span class=\"gp-unknown-kind\">\(previewEscape(node.kind))</span>"
            + (node.detail.map { "<span class=\"gp-unknown-detail\">\(previewEscape($0))</span>" } ?? "")
            + "</div>"
    }

    /// The attributes that mark `node` as an inspectable element (empty when it read nothing),
    /// and its number.
    mutating func element(_ node: EvaluatedView, extra: [GalleyPreview.Read] = []) -> (String, Int?) {
        let reads =
            node.reads.map {
                GalleyPreview.Read(
                    name: $0.name, value: $0.value, isDefault: $0.isDefault,
                    modifier: $0.origin?.modifier, fileID: $0.origin?.fileID, line: $0.origin?.line)
            } + extra
        guard !reads.isEmpty else { return ("", nil) }
        let id = elements.count + 1
        // Two rows of one type are told apart by the first text each shows.
        let text = Self.firstText(in: node).map { " \"\(shortened($0))\"" } ?? ""
        let name = node.kind + text
        elements.append(GalleyPreview.Element(id: id, name: name, reads: reads))
        let label = "\(name): " + reads.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")
        return (
            " data-gp-el=\"\(id)\" tabindex=\"0\" aria-label=\"\(previewEscape(label))\"", id
        )
    }

    private static func firstText(in node: EvaluatedView) -> String? {
        if node.kind == "Text" { return node.attributes["text"] }
        for child in node.children {
            if let text = firstText(in: child) { return text }
        }
        return nil
    }

    private func shortened(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(39)) + "…" : text
    }
}
