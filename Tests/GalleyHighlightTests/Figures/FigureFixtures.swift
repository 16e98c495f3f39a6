@testable import GalleyHighlight

/// Figures shared by the figure tests, with English labels.
enum FigureFixtures {
    static let labels = FigureLabels(
        copy: "Copy", copied: "Copied", output: "Output", error: "Error", expanded: "Expanded",
        before: "Before", after: "After", removed: "removed", added: "added",
        notVerified: "Not verified")

    static let handWritten = """
        private struct AccentKey: EnvironmentKey {
            static let defaultValue: Color = .blue
        }

        extension EnvironmentValues {
            var accent: Color {
                get { self[AccentKey.self] }
                set { self[AccentKey.self] = newValue }
            }
        }
        """

    static let withEntry = """
        extension EnvironmentValues {
            @Entry var accent: Color = .blue
        }
        """

    /// Shaped like swiftc's `-dump-macro-expansions` output for `withEntry`.
    static let expansion = """
        @__swiftmacro_4main17EnvironmentValuesV6accent5EntryfMa_.swift
        ------------------------------
        var accent: Color {
            get { self[__Key_accent.self] }
            set { self[__Key_accent.self] = newValue }
        }
        ------------------------------
        """

    static func figure(
        _ code: String, mode: SnippetFigure.Mode, status: SnippetFigure.Status = .verified,
        badge: String? = "compiled with Swift 6.3.1", output: String? = nil, error: String? = nil,
        codeLanguage: String? = nil, language: String = "swift"
    ) -> SnippetFigure {
        SnippetFigure(
            language: language, code: code, mode: mode, status: status, badge: badge, output: output,
            error: error, codeLanguage: codeLanguage, labels: labels)
    }
}
