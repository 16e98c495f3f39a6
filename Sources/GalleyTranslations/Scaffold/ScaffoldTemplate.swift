import Foundation
import GalleyCore
import GalleyTemplates

/// A new article started from `Templates/new-article.md`, for `galley new <locale>/<slug>`.
///
/// The template is Mustache with three values, each already valid YAML or text and inserted
/// with triple braces (nothing is HTML-escaped):
/// `{{title}}` (a quoted title made from the slug), `{{date}}` (today, `2026-11-02`) and
/// `{{slug}}`. A template that uses any other name fails with the template's path and line.
package struct ScaffoldTemplate: Sendable {
    /// The template's path relative to the project, as shown in diagnostics.
    package static let path = "Templates/new-article.md"

    package var template: Template

    /// Parses the template's text.
    package init(source: String, path: String = ScaffoldTemplate.path) throws(DiagnosticError) {
        template = try Template(source: source, path: path)
    }

    /// Reads the template from a project's templates folder.
    package init(
        templates: URL, file: String = "new-article.md", displayPath: String = ScaffoldTemplate.path
    ) throws(DiagnosticError) {
        let url = templates.appendingPathComponent(file)
        guard let source = try? String(contentsOf: url, encoding: .utf8) else {
            throw DiagnosticError(
                .error(
                    "scaffold.missing-template", at: SourceLocation(file: displayPath, line: 1, column: 1),
                    "cannot read the new-article template '\(displayPath)'"))
        }
        try self.init(source: source, path: displayPath)
    }

    /// The new article's text for `slug` (`swift-concurrency-basics`), dated `today`.
    package func article(slug: String, today: Date) throws(DiagnosticError) -> String {
        let name = slug.split(separator: "/").last.map(String.init) ?? slug
        let words = name.split(separator: "-").joined(separator: " ")
        let title = words.prefix(1).uppercased() + words.dropFirst()
        // `.html` values are inserted as they are: the output is Markdown and YAML, not HTML.
        let text = try template.render(
            .object([
                "title": .html(ScaffoldYAML.quoted(title)), "date": .html(ScaffoldYAML.date(today)),
                "slug": .html(slug),
            ]))
        return text.hasSuffix("\n") ? text : text + "\n"
    }
}
