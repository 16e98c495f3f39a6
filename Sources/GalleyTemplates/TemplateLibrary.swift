import Foundation
import GalleyCore

/// The site's templates, loaded from a folder of `*.mustache` files and rendered by name.
///
/// Every template can include every other as a partial: `{{> header}}` names `header.mustache`,
/// and `{{> partials/nav}}` names `partials/nav.mustache`. Rendering is always strict.
///
/// ```swift
/// let library = try TemplateLibrary(directory: root.appendingPathComponent("Templates"),
///                                   displayPath: "Templates")
/// let html = try library.render("article", context: page)
/// ```
package struct TemplateLibrary: Sendable {
    /// The templates by name: the path below the folder, without `.mustache`.
    package let templates: [String: Template]

    /// Wraps templates that are already parsed.
    package init(templates: [String: Template]) {
        self.templates = templates
    }

    /// Loads every `*.mustache` file under `directory`, including subfolders.
    ///
    /// - Parameters:
    ///   - directory: The folder to read.
    ///   - displayPath: How diagnostics name the folder (for example `Templates`); defaults to
    ///     the folder's path.
    /// - Throws: Every file's parse errors together, `template.unreadable` for a file that is
    ///   not UTF-8 text, or `template.missing-directory`.
    /// - Parameter skipping: Names of templates not to read (a theme's templates that the
    ///   site's own replace).
    package init(directory: URL, displayPath: String? = nil, skipping: Set<String> = []) throws(DiagnosticError) {
        let display = displayPath ?? directory.path
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw DiagnosticError(
                .error("template.missing-directory", at: nil, "template folder '\(display)' does not exist")
            )
        }
        let root = directory.standardizedFileURL.resolvingSymlinksInPath().path
        let files = FileWalk.entries(in: root).map(\.path).filter { $0.hasSuffix(".mustache") }
        var templates: [String: Template] = [:]
        var diagnostics = Diagnostics()
        for relative in files where !skipping.contains(String(relative.dropLast(".mustache".count))) {
            let shown = display + "/" + relative
            guard let source = try? String(contentsOfFile: root + "/" + relative, encoding: .utf8) else {
                diagnostics.append(
                    .error(
                        "template.unreadable", at: SourceLocation(file: shown, line: 1, column: 1),
                        "cannot read the template as UTF-8 text"))
                continue
            }
            do {
                templates[String(relative.dropLast(".mustache".count))] = try Template(
                    source: source, path: shown)
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        if diagnostics.hasErrors { throw DiagnosticError(diagnostics.all) }
        self.templates = templates
    }

    /// The template names, sorted.
    package var names: [String] { templates.keys.sorted() }

    /// Renders the template `name` with `value` as its root context, in strict mode.
    ///
    /// - Throws: `template.missing-template` for an unknown name, or any strict-mode render error.
    package func render(_ name: String, value: TemplateValue) throws(DiagnosticError) -> String {
        String(decoding: try renderBytes(name, value: value), as: UTF8.self)
    }

    /// ``render(_:value:)``'s output as UTF-8 bytes.
    package func renderBytes(_ name: String, value: TemplateValue) throws(DiagnosticError) -> [UInt8] {
        guard let template = templates[name] else {
            throw DiagnosticError(
                .error(
                    "template.missing-template", at: nil,
                    "no template named '\(name)'" + NearMiss.didYouMean(name, among: names)))
        }
        return try template.renderBytes(value, partials: templates, mode: .strict)
    }

    /// Renders the template `name` with a typed context, in strict mode.
    package func render(_ name: String, context: some TemplateContext) throws(DiagnosticError)
        -> String
    {
        try render(name, value: context.templateValue)
    }
}
