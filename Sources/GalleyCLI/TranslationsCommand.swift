import Foundation
import GalleyCore
import GalleySite
import GalleyTranslations

/// `galley translations`: where each translation stands against its source, and a CI check.
package struct TranslationsCommand: Command {
    package static let name = "translations"
    package static let abstract = "Show which translations are stale, missing or diverging."
    static let spec = CommandSpec(
        abstract: abstract,
        discussion: """
            Prints one line per article and locale: up to date, stale (naming the sections and
            snippets of the source that changed since the translation recorded its revision),
            missing, orphaned (no source pairs with it) or unrecorded (no 'translatedFrom').
            Placeholders left by 'galley new … --from …' and Swift snippets whose code differs
            from the source's beyond comments and string literals are listed too. A draft, the
            translation of a draft, and a page still holding 'TODO(translate)' placeholders ("in
            progress") are listed but never published.

            Where a locale has a glossary (Content/<locale>/glossary.yml), every page of that
            locale is checked against it: each avoided variant in prose is a warning naming the
            term to use.
            """,
        usage: "galley translations [--check] [--mark-current LOCALE/SLUG ...] [options]",
        options: [
            .content,
            .flag(
                "check",
                "Exit 1 when a translation is missing, stale, unrecorded, unfinished or has diverging code, unless site.yml's 'translations' policy (allowMissing, allowStaleDays) allows it; allowStaleDays counts from when the source changed (git history, else the file's time), and a tolerated page is shown as \"stale, tolerated until DATE\""
            ),
            .value(
                "mark-current", "LOCALE/SLUG",
                "Record that a translation matches its source's current revision (rewrites only its 'translatedFrom'); repeatable"
            ),
            .flag("glossary-errors", "With --check, fail on glossary findings too"),
            .flag("drafts", "Accepted for symmetry; drafts are always reported"),
        ])
    package static var help: String { spec.help }

    var options: BuildOptions
    var check: Bool
    var markCurrent: [String]
    var glossaryErrors: Bool
    /// The day staleness is measured against; the system clock unless a test sets it.
    var today = Date()

    package init(arguments: [String]) throws(UsageError) {
        let parsed = try Self.spec.parse(arguments)
        guard parsed.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(parsed.positionals[0])'")
        }
        options = try BuildOptions.from(parsed)
        options.includeDrafts = parsed.flag("drafts")
        check = parsed.flag("check")
        glossaryErrors = parsed.flag("glossary-errors")
        if glossaryErrors && !check { throw UsageError("'--glossary-errors' only applies with '--check'") }
        markCurrent = parsed.values("mark-current")
        if check && !markCurrent.isEmpty {
            throw UsageError("'--check' and '--mark-current' cannot be combined; mark first, then check")
        }
    }

    package func run(console: Console) async -> Int32 {
        guard let project = options.loadProject(reportingTo: console) else { return 1 }
        if !markCurrent.isEmpty { return mark(project, console: console) }
        var report = TranslationReport(catalog: project.catalog, config: project.config)
        let content = options.content
        report.measureStaleness(policy: project.config.translations, today: today) { source, recorded in
            SourceChange.date(
                of: source, at: content.appendingPathComponent(source.contentPath), differingFrom: recorded)
        }
        console.writeOut(report.table)
        var glossaryProblems = Diagnostics()
        let findings = glossaryFindings(project, asErrors: check && glossaryErrors, into: &glossaryProblems)
        if !findings.isEmpty {
            console.print("\(findings.count) glossary finding\(findings.count == 1 ? "" : "s")")
        }
        guard check else {
            console.report(glossaryProblems.all + findings)
            return glossaryProblems.hasErrors ? 1 : 0
        }
        let problems =
            glossaryProblems.all + report.problems(policy: project.config.translations, today: today) + findings
        console.report(problems)
        let errors = problems.filter { $0.severity == .error }.count
        if errors > 0 {
            console.error("galley: error: translations check failed with \(errors) error(s)")
            return 1
        }
        return 0
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

    /// Records the current source revision in each named translation.
    private func mark(_ project: SiteBuilder.Project, console: Console) -> Int32 {
        var failed = false
        for name in markCurrent {
            do throws(DiagnosticError) {
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
                console.print(
                    "\(translation.displayPath): recorded revision \(revision.hash) of \(source.displayPath)")
            } catch {
                console.report(error.diagnostics)
                failed = true
            }
        }
        return failed ? 1 : 0
    }
}
