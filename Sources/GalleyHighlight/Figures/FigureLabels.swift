/// The user-interface words a figure shows, already localised by the caller.
///
/// Galley's highlighter knows no language; the site passes these from its `t.snippet` and
/// `t.compare` strings.
package struct FigureLabels: Hashable, Sendable {
    /// The copy button's label, e.g. "Copy".
    package var copy: String
    /// The copy button's label after a successful copy, e.g. "Copied".
    package var copied: String
    /// The heading of a run snippet's output panel, e.g. "Output".
    package var output: String
    /// The heading of a compile-fail snippet's error panel, e.g. "Error".
    package var error: String
    /// The summary of a comparison's macro-expansion view, e.g. "Expanded".
    package var expanded: String
    /// The label of a comparison's old side, e.g. "Before".
    package var before: String
    /// The label of a comparison's new side, e.g. "After".
    package var after: String
    /// Screen-reader text for a removed line, e.g. "removed".
    package var removed: String
    /// Screen-reader text for an added line, e.g. "added".
    package var added: String
    /// The lead-in of an ignored snippet's note, e.g. "Not verified".
    package var notVerified: String

    /// Creates a set of labels.
    package init(
        copy: String, copied: String, output: String, error: String, expanded: String,
        before: String, after: String, removed: String, added: String, notVerified: String
    ) {
        self.copy = copy
        self.copied = copied
        self.output = output
        self.error = error
        self.expanded = expanded
        self.before = before
        self.after = after
        self.removed = removed
        self.added = added
        self.notVerified = notVerified
    }
}
