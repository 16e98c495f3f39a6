import Foundation
import GalleyCore
import GalleyHighlight
import GalleyHovers
import GalleySnippets

/// A block's compiler hovers as popovers for its highlighted lines (``HoverMarkup``).
///
/// Each popover shows what the compiler knows: the kind of name, the declaration as the
/// compiler prints it, the type of a value, the first paragraph of its doc comment, and where
/// the declaration comes from when it is not the standard library's: GalleyUI's, labelled as
/// such so no reader takes it for Apple's, or the author's package, by its name.
struct HoverPopovers {
    let localizer: Localizer
    let snippets: SnippetSettings

    /// The modules snippets reach GalleyUI by, under its names and theirs.
    static let galleyUIModules: Set<String> = [
        "SwiftUI", "SwiftUICore", "Combine", "UniformTypeIdentifiers", "StoreKit", "SwiftData", "CoreLocation",
        "MapKit", "GalleyUI", "GalleyUICore", "GalleyCombine", "GalleyUniformTypeIdentifiers", "GalleyStoreKit",
        "GalleySwiftData", "GalleyCoreLocation", "GalleyMapKit",
    ]

    /// The marks and line anchors of `hovers` in the figure of the block at `fenceLine`.
    func marks(_ hovers: BlockHovers, fenceLine: Int) -> (marks: [HoverMark], anchors: [Int: String]) {
        var anchors: [Int: String] = [:]
        let marks = hovers.map { placed in
            let id = "hv-\(fenceLine)-\(placed.line)-\(placed.column)"
            var link: String?
            if let line = placed.declarationLine, line != placed.line {
                let anchor = "code-\(fenceLine)-L\(line)"
                anchors[line] = anchor
                link = "#" + anchor
            }
            return HoverMark(
                line: placed.line, column: placed.column, length: placed.hover.length, id: id,
                popover: popover(placed), link: link)
        }
        return (marks, anchors)
    }

    private func popover(_ placed: BlockHover) -> String {
        let hover = placed.hover
        // Parts are separated by spaces, which the popover's blocks do not show, so a screen
        // reader reading it as the identifier's description does not run the words together.
        var html = "<span class=\"hv-kind\">\(hover.kindName.htmlEscaped)</span> "
        html += "<code class=\"hv-decl\">\(hover.declaration.htmlEscaped)</code> "
        // A type the declaration already spells (`let scale: Double`, `var x: Int { get }`) is not
        // repeated.
        if let type = hover.type, !hover.declaration.contains(": " + type) {
            html += "<span class=\"hv-type\">\(localizer.text("snippet.hover.type").htmlEscaped): "
            html += "<code>\(type.htmlEscaped)</code></span> "
        }
        if let summary = hover.summary { html += " <span class=\"hv-doc\">\(summary.htmlEscaped)</span>" }
        if let origin = origin(of: hover) { html += " <span class=\"hv-origin\">\(origin.htmlEscaped)</span>" }
        if let line = placed.declarationLine, line != placed.line {
            html += " <span class=\"hv-origin\">"
            html += localizer.text("snippet.hover.declaredOn", ["line": String(line)]).htmlEscaped
            html += "</span>"
        }
        return html
    }

    /// "as GalleyUI declares it", or the author's package by name; `nil` for the standard
    /// library and the snippet's own names.
    private func origin(of hover: Hover) -> String? {
        guard let module = hover.module else { return nil }
        if Self.galleyUIModules.contains(module) { return localizer.text("snippet.hover.galleyui") }
        if let package = snippets.package, package.products.contains(module) {
            return localizer.text("snippet.hover.package", ["package": package.path.lastPathComponent])
        }
        return nil
    }
}
