import GalleyCore

/// A parsed Mustache template.
///
/// Parsing checks the structure once (every section closed, delimiters valid) and keeps each tag's
/// line and column, so rendering errors point into the template file.
///
/// ```swift
/// let template = try Template(source: "<h1>{{title}}</h1>{{{body}}}", path: "Templates/page.mustache")
/// let html = try template.render(["title": "Hello", "body": .html("<p>Hi</p>")])
/// ```
package struct Template: Hashable, Sendable {
    /// The path diagnostics name, as the user should see it.
    package let path: String
    let nodes: [TemplateNode]

    /// Parses `source`.
    ///
    /// - Throws: `template.unclosed-section`, `template.mismatched-close`,
    ///   `template.unexpected-close`, `template.unclosed-tag`, `template.empty-tag`,
    ///   `template.bad-delimiter`, `template.bad-name` or `template.too-deep`, at `path:line:col`.
    package init(source: String, path: String) throws(DiagnosticError) {
        self.path = path
        nodes = try TemplateParser(source: source, path: path).parse()
    }

    /// Renders the template with `value` as the root context.
    ///
    /// - Parameters:
    ///   - partials: Templates `{{> name}}` can include, by name.
    ///   - mode: `.strict` for site templates (the default), `.spec` for plain Mustache.
    /// - Throws: In strict mode, `template.missing-variable`, `template.missing-partial`,
    ///   `template.unescaped-string` or `template.not-interpolatable`; in both modes
    ///   `template.recursion-limit`.
    package func render(
        _ value: TemplateValue, partials: [String: Template] = [:], mode: RenderMode = .strict
    ) throws(DiagnosticError) -> String {
        String(decoding: try renderBytes(value, partials: partials, mode: mode), as: UTF8.self)
    }

    /// ``render(_:partials:mode:)-(TemplateValue,_,_)``'s output as UTF-8 bytes, for a page that
    /// is written as bytes: no string is made of it, nor checked to be UTF-8 again.
    package func renderBytes(
        _ value: TemplateValue, partials: [String: Template] = [:], mode: RenderMode = .strict
    ) throws(DiagnosticError) -> [UInt8] {
        var renderer = TemplateRenderer(root: value, partials: partials, mode: mode)
        try renderer.render(nodes, indentation: "")
        return renderer.output
    }

    /// Renders the template with a typed context.
    package func render(
        _ context: some TemplateContext, partials: [String: Template] = [:], mode: RenderMode = .strict
    ) throws(DiagnosticError) -> String {
        try render(context.templateValue, partials: partials, mode: mode)
    }
}
