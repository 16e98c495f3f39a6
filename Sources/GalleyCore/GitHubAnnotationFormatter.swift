import Foundation

/// GitHub Actions workflow commands, so failures show on the pull request's diff.
///
/// Use when the environment has `GITHUB_ACTIONS=true`. Annotations go to standard error, never
/// ahead of a machine format on standard output.
package struct GitHubAnnotationFormatter: Sendable {
    /// Creates a formatter.
    package init() {}

    /// One `::error file=…,line=…,col=…::message` line per diagnostic, for any command's
    /// diagnostics.
    package func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            let command =
                diagnostic.severity == .error
                ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
            var properties: [String] = []
            if let location = diagnostic.location {
                properties = [
                    "file=\(escape(location.file, property: true))", "line=\(location.line)",
                    "col=\(location.column)",
                ]
            }
            let message = ([diagnostic.summary] + diagnostic.notes.map(\.message)).joined(separator: "\n")
            let head =
                properties.isEmpty ? "::\(command)" : "::\(command) " + properties.joined(separator: ",")
            return head + "::" + escape(message, property: false)
        }.map { $0 + "\n" }.joined()
    }

    /// Percent-encodes what GitHub's command syntax reserves.
    private func escape(_ text: String, property: Bool) -> String {
        var result = text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(
            of: "\r", with: "%0D"
        )
        .replacingOccurrences(of: "\n", with: "%0A")
        if property {
            result = result.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
                of: ",", with: "%2C")
        }
        return result
    }
}
