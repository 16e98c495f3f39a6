import Foundation
import GalleyCore
import GalleySite

/// `galley translations` below the command line: where each translation stands, the `--check`
/// verdict, and `--mark-current`.
///
/// The command parses arguments, loads the project and prints; the action computes the status
/// table and diagnostics (``status(of:)``) or rewrites `translatedFrom` (``markCurrent(in:)``).
package struct TranslationsAction: Sendable {
    package var options: BuildOptions
    /// `--check`: policy violations become diagnostics and the verdict.
    package var check = false
    /// `--glossary-errors`: with `check`, glossary findings are errors.
    package var glossaryErrors = false
    /// The day staleness is measured against.
    package var today = Date()

    package init(options: BuildOptions) {
        self.options = options
    }

    /// What `galley translations` prints: the table for standard output, the number of glossary
    /// findings, and every diagnostic in the order to report them.
    package struct Status: Sendable {
        package var table: String
        package var glossaryFindings: Int
        package var diagnostics: [Diagnostic]
        /// The number of errors among `diagnostics`; the command fails when it is not zero.
        package var errors: Int { diagnostics.filter { $0.severity == .error }.count }
    }

    /// The status of every translation of `project`; with `check`, the policy's problems too.
    package func status(of project: SiteBuilder.Project) -> Status {
        var report = TranslationReport(catalog: project.catalog, config: project.config)
        let content = options.content
        report.measureStaleness(policy: project.config.translations, today: today) { source, recorded in
            SourceChange.date(
                of: source, at: content.appendingPathComponent(source.contentPath), differingFrom: recorded)
        }
        var glossaryProblems = Diagnostics()
        let findings = glossaryFindings(project, asErrors: check && glossaryErrors, into: &glossaryProblems)
        let problems = check ? report.problems(policy: project.config.translations, today: today) : []
        return Status(
            table: report.table, glossaryFindings: findings.count,
            diagnostics: glossaryProblems.all + problems + findings)
    }

    /// Every glossary finding in the pages of each locale that has a glossary; problems with the
    /// glossary files themselves go to `diagnostics`.
    private func glossaryFindings(_ project: SiteBuilder.Project, asErrors: Bool, into diagnostics: inout Diagnostics)
        -> [Diagnostic]
    {
        var findings: [Diagnostic] = []
        let contentDisplay = options.contentDisplay
        for locale in project.config.locales.map(\.code) {
            guard
                let glossary = Glossary.load(
                    locale: locale, content: options.content, contentDisplay: contentDisplay, into: &diagnostics)
            else { continue }
            for article in project.catalog.complete.articles(in: locale) {
                findings += GlossaryCheck.findings(in: article, glossary: glossary, asErrors: asErrors)
            }
        }
        return findings
    }

    /// Records the current source revision in the translation named `name` (`LOCALE/SLUG`),
    /// rewriting only its `translatedFrom`; returns the line to print.
    package func markCurrent(_ name: String, in project: SiteBuilder.Project) throws(DiagnosticError) -> String {
        let (translation, source) = try TranslationTarget.resolve(name, in: project)
        let revision = SourceRevision(of: source)
        let text = try TranslationRecord.recording(revision, in: translation)
        let url = options.content.appendingPathComponent(translation.contentPath)
        do { try text.write(to: url, atomically: true, encoding: .utf8) } catch {
            throw DiagnosticError(
                .error(
                    "translation.write-failed", at: translation.location,
                    "cannot write '\(translation.displayPath)': \(error.localizedDescription)"))
        }
        return "\(translation.displayPath): recorded revision \(revision.hash) of \(source.displayPath)"
    }
}
