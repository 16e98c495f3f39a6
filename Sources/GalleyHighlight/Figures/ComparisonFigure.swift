/// Two versions of a snippet side by side, with the changed lines marked.
///
/// Made for "what `@Entry` replaces": ``before`` is the hand-written code, ``after`` the short
/// one, and ``expansion`` the compiler's `-dump-macro-expansions` text for ``after``, shown in an
/// "Expanded" view beside ``before`` so readers can compare what the macro writes with what they
/// used to write. Render it with ``html()``.
package struct ComparisonFigure: Hashable, Sendable {
    /// The old version; its labels are used for the whole comparison.
    package var before: SnippetFigure
    /// The new version.
    package var after: SnippetFigure
    /// The line diff from ``before`` to ``after``.
    package var diff: [DiffLine]
    /// The localised summary sentence, e.g. "11 lines → 3 lines, 1 type and 2 accessors removed".
    package var summary: String
    /// The macro expansion of ``after`` as the compiler printed it, highlighted as Swift.
    package var expansion: String?

    /// Creates a comparison; without `diff`, the visible lines of both sides are diffed.
    package init(
        before: SnippetFigure, after: SnippetFigure, summary: String, expansion: String? = nil,
        diff: [DiffLine]? = nil
    ) {
        self.before = before
        self.after = after
        self.summary = summary
        self.expansion = expansion
        self.diff =
            diff
            ?? LineDiff.diff(
                before: PlainCode.lines(before.code), after: PlainCode.lines(after.code))
    }
}
