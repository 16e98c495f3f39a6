/// A code block and the proof that it was checked: what the page shows for one snippet.
///
/// A plain value filled in by the site from the snippet checker's result. ``code`` is what
/// readers see: hidden lines (`// snippet.hide`) must already be removed, because everything
/// here reaches the HTML. Render it with ``html()``; all text is escaped.
package struct SnippetFigure: Hashable, Sendable {
    /// What the snippet checker did with the snippet.
    package enum Mode: String, Hashable, Sendable {
        /// Compiled, not run.
        case check
        /// Compiled and run; ``SnippetFigure/output`` holds what it printed.
        case run
        /// Expected not to compile; ``SnippetFigure/error`` holds the compiler's diagnostic.
        case compileFail = "compile-fail"
        /// Not compiled at all, for a stated reason.
        case ignored
    }

    /// Whether the claim the mode makes was verified in this build.
    package enum Status: Hashable, Sendable {
        /// The compiler agreed with the mode.
        case verified
        /// The compiler disagreed (only shown by previews; a verifying build stops instead).
        case failed
        /// The snippet was deliberately not verified; the reason is shown to readers.
        case notVerified(reason: String)
        /// The whole site was built with `--no-verify`.
        case unverifiedBuild

        /// The value of the figure's `data-status` attribute and the badge's class suffix.
        var token: String {
            switch self {
            case .verified: "verified"
            case .failed: "failed"
            case .notVerified: "not-verified"
            case .unverifiedBuild: "unverified-build"
            }
        }
    }

    /// The fence's language, e.g. `swift`, `sh`, `output`; only `swift` is highlighted.
    package var language: String
    /// The visible code.
    package var code: String
    /// What the checker did.
    package var mode: Mode
    /// Whether it was verified.
    package var status: Status
    /// The localised badge, e.g. "compiled with Swift 6.3.1"; `nil` shows none.
    package var badge: String?
    /// What a run snippet printed.
    package var output: String?
    /// The compiler's diagnostic for a compile-fail snippet.
    package var error: String?
    /// A sentence under the error saying whose words it holds, when they are not the compiler's
    /// or Swift's runtime's (a message of the library the code ran against).
    package var errorNote: String?
    /// A `lang` attribute for the code, when its comments are in another language than the page.
    package var codeLanguage: String?
    /// Localised interface words.
    package var labels: FigureLabels
    /// The code already highlighted, one HTML fragment per line (for example from a cache of
    /// earlier builds); `nil` highlights `code` when the figure is rendered.
    package var highlightedLines: [String]?
    /// Panels built elsewhere (a run's Preview), as HTML placed after the output; the caller
    /// escapes their text.
    package var extraPanelsHTML: String?

    /// Creates a figure.
    package init(
        language: String, code: String, mode: Mode, status: Status, badge: String? = nil,
        output: String? = nil, error: String? = nil, codeLanguage: String? = nil,
        labels: FigureLabels
    ) {
        self.language = language
        self.code = code
        self.mode = mode
        self.status = status
        self.badge = badge
        self.output = output
        self.error = error
        self.codeLanguage = codeLanguage
        self.labels = labels
    }
}
