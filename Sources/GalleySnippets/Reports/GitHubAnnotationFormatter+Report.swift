import GalleyCore

extension GitHubAnnotationFormatter {
    /// One `::error file=…,line=…,col=…::message` line per diagnostic of the session.
    package func format(_ report: VerificationReport) -> String {
        format(report.diagnostics)
    }
}
