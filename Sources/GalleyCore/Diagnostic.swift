/// A problem found while building, carried as a value rather than thrown.
///
/// Stages collect diagnostics and keep going, so one build reports every problem.
/// The printed form is swiftc's: `path:line:col: error: summary`.
package struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    package enum Severity: String, Sendable, Comparable {
        case note, warning, error

        package static func < (lhs: Severity, rhs: Severity) -> Bool {
            let order: [Severity] = [.note, .warning, .error]
            return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
        }
    }

    /// A secondary message attached to a diagnostic, such as the quoted offending line.
    package struct Note: Hashable, Sendable {
        package var location: SourceLocation?
        package var message: String
        package init(location: SourceLocation? = nil, message: String) {
            self.location = location
            self.message = message
        }
    }

    package var severity: Severity
    /// A stable identifier such as `front-matter.unclosed`, used by tests and tooling.
    package var id: String
    /// Where the problem is; `nil` only for problems that have no file (a bad command-line flag).
    package var location: SourceLocation?
    /// One sentence that says what is wrong.
    package var summary: String
    package var notes: [Note]

    package init(
        _ severity: Severity, id: String, at location: SourceLocation?, _ summary: String,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.id = id
        self.location = location
        self.summary = summary
        self.notes = notes
    }

    package static func error(_ id: String, at location: SourceLocation?, _ summary: String, notes: [Note] = [])
        -> Diagnostic
    {
        Diagnostic(.error, id: id, at: location, summary, notes: notes)
    }

    package static func warning(_ id: String, at location: SourceLocation?, _ summary: String, notes: [Note] = [])
        -> Diagnostic
    {
        Diagnostic(.warning, id: id, at: location, summary, notes: notes)
    }

    /// The swiftc-style rendering, notes on following lines.
    package var description: String {
        var text = location.map { "\($0): " } ?? "galley: "
        text += "\(severity.rawValue): \(summary) [\(id)]"
        for note in notes {
            text += "\n" + (note.location.map { "\($0): " } ?? "") + "note: " + note.message
        }
        return text
    }
}

/// An ordered, append-only collection of diagnostics that stages share.
package struct Diagnostics: Sendable, Sequence {
    package private(set) var all: [Diagnostic] = []

    package init(_ all: [Diagnostic] = []) { self.all = all }

    package mutating func append(_ diagnostic: Diagnostic) { all.append(diagnostic) }
    package mutating func append(contentsOf other: some Sequence<Diagnostic>) { all.append(contentsOf: other) }

    package var hasErrors: Bool { all.contains { $0.severity == .error } }
    package var errors: [Diagnostic] { all.filter { $0.severity == .error } }
    package var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }
    package var isEmpty: Bool { all.isEmpty }

    package func makeIterator() -> [Diagnostic].Iterator { all.makeIterator() }
}

/// An error thrown when a stage cannot go on; it carries the diagnostics that explain why.
package struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    package var diagnostics: [Diagnostic]
    package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    package init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }
    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// A single diagnostic can stand as the failure of a `Result`.
extension Diagnostic: Error {}

extension Diagnostic {
    /// The diagnostic under the strict policy (`--strict` or `strict: true` in `site.yml`): a
    /// warning becomes an error that says why; errors and notes are unchanged.
    package var strictened: Diagnostic {
        guard severity == .warning else { return self }
        var error = self
        error.severity = .error
        error.summary += " (a warning, an error under --strict)"
        return error
    }
}

extension Diagnostics {
    /// The same diagnostics with every warning made an error (see ``Diagnostic/strictened``).
    package var strictened: Diagnostics { Diagnostics(all.map(\.strictened)) }
}
