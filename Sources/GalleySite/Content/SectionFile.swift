import Foundation
import GalleyCore
import GalleyYAML

/// A folder's `_section.yml`: the title of the folder's section in the sidebar and the
/// breadcrumbs, and its place among its neighbours.
///
/// ```yaml
/// # Content/en/guides/_section.yml
/// title: Guides
/// order: 2
/// ```
///
/// A folder without one is titled by its name (``NavigationTree/title(ofFolder:)``) and comes
/// after the entries that set an order. The file is read as `site.yml` is: a near miss of a key
/// (`titel:`) is an error, since the section would otherwise keep its default silently.
package struct SectionFile: Sendable, Hashable {
    /// The file's name in a content folder.
    package static let name = "_section.yml"
    static let knownKeys = ["title", "order"]

    /// The folder, relative to its locale's folder: `guides/advanced`.
    package var folder: String
    package var title: String
    /// Position among the folder's siblings (articles and sections); lower comes first.
    package var order: Int?

    /// Reads the `_section.yml` at `path`; `nil`, with the problems reported, when it cannot be used.
    static func load(
        path: String, folder: String, displayPath: String, into diagnostics: inout Diagnostics
    ) -> SectionFile? {
        let start = SourceLocation(file: displayPath, line: 1, column: 1)
        let url = URL(fileURLWithPath: path, isDirectory: false)
        guard let text = TextFile.read(url, displayPath: displayPath, into: &diagnostics) else { return nil }
        let node: YAMLNode?
        do { node = try YAMLParser.parse(text, file: displayPath) } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
        guard let node, node.mapping != nil else {
            diagnostics.append(
                .error(
                    "section.not-mapping", at: node?.location ?? start,
                    "'\(name)' must be a mapping such as 'title: Guides' (and optionally 'order: 2')"))
            return nil
        }
        var reader = YAMLMappingReader(node, knownKeys: knownKeys, idPrefix: "section", nearMissIsError: true)
        let title = reader.requiredString("title")
        let order = reader.int("order")
        if let title, title.trimmingCharacters(in: .whitespaces).isEmpty {
            reader.report(
                .error(
                    "section.empty-title", at: reader.node("title")?.location ?? start,
                    "the section's 'title' is empty; write the title the sidebar shows for '\(folder)/'"))
        }
        if folder.isEmpty, let orderNode = reader.node("order") {
            // The locale's own file titles the top-level articles' group on the index; that
            // group has no siblings, so an order there would be kept and never used.
            reader.report(
                .warning(
                    "section.root-order", at: orderNode.location,
                    "'order' has no effect in the locale's own '\(name)', whose group has no siblings; remove it, or set 'order' in the front matter of the articles it groups"
                ))
        }
        diagnostics.append(contentsOf: reader.diagnostics)
        guard let title, !reader.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return SectionFile(folder: folder, title: title, order: order)
    }
}
