import EntryMacros
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros

/// Expands the runtime's macros in a source string, in process, the way the compiler would,
/// and renders the result with any diagnostics as `line:column: severity: message` lines.
enum MacroExpander {
    /// The macros to expand. By default `@__EntryDefaultValue` is left unexpanded, so goldens
    /// show `@Entry`'s own output as Xcode's first expansion level does.
    static var macros: [String: any Macro.Type] {
        [
            "Entry": EntryMacro.self,
            "Preview": PreviewMacro.self,
            "Previewable": PreviewableMacro.self,
        ]
    }

    static func expand(_ source: String, macros: [String: any Macro.Type] = macros) -> String {
        let file = Parser.parse(source: source)
        let context = BasicMacroExpansionContext(
            sourceFiles: [file: .init(moduleName: "Snippet", fullFilePath: "Snippet.swift")])
        let expanded = file.expand(
            macros: macros,
            contextGenerator: { syntax in
                BasicMacroExpansionContext(
                    sharingWith: context, lexicalContext: syntax.allMacroLexicalContexts())
            },
            indentationWidth: .spaces(4))
        let diagnostics = context.diagnostics.map { diagnostic in
            let location = context.location(
                for: diagnostic.position, anchoredAt: diagnostic.node, fileName: "Snippet.swift")
            return
                "\(location.line):\(location.column): \(diagnostic.diagMessage.severity): \(diagnostic.message)"
        }
        return expanded.description
            + (diagnostics.isEmpty
                ? "" : "\n// diagnostics:\n" + diagnostics.joined(separator: "\n") + "\n")
    }
}
