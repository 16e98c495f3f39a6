/// A locale's strings as a nested tree, for handing to templates.
///
/// GalleyI18n does not depend on the template engine, so the site converts this tree into
/// template values itself: `.group` becomes an object, `.text` a string, and `.plural` whatever
/// the site chooses (usually an object of forms, or text already chosen with `UIStrings.plural`).
package indirect enum UIStringTree: Hashable, Sendable {
    /// A leaf of text, placeholders unfilled.
    case text(String)
    /// A leaf with a form per plural category.
    case plural([PluralCategory: String])
    /// A namespace such as `nav` or `snippet`.
    case group([String: UIStringTree])

    /// The subtree at a dotted path (`nav.next`), if there is one.
    package subscript(path: String) -> UIStringTree? {
        var node = self
        for key in path.split(separator: ".") {
            guard case .group(let children) = node, let child = children[String(key)] else { return nil }
            node = child
        }
        return node
    }

    /// A tree built from flattened, dotted keys.
    init(flat entries: [String: UIString]) {
        var root: [String: UIStringTree] = [:]
        for (key, value) in entries {
            let leaf: UIStringTree =
                switch value {
                case .text(let text): .text(text)
                case .plural(let forms): .plural(forms)
                }
            Self.insert(leaf, at: key.split(separator: ".").map(String.init)[...], into: &root)
        }
        self = .group(root)
    }

    private static func insert(
        _ leaf: UIStringTree, at path: ArraySlice<String>, into group: inout [String: UIStringTree]
    ) {
        guard let first = path.first else { return }
        if path.count == 1 {
            group[first] = leaf
            return
        }
        var children: [String: UIStringTree] = [:]
        if case .group(let existing) = group[first] { children = existing }
        insert(leaf, at: path.dropFirst(), into: &children)
        group[first] = .group(children)
    }
}
