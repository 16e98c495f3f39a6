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
        var action = TranslationsAction(options: options)
        action.check = check
        action.glossaryErrors = glossaryErrors
        action.today = today
        if !markCurrent.isEmpty { return mark(project, with: action, console: console) }
        let status = action.status(of: project)
        console.writeOut(status.table)
        if status.glossaryFindings > 0 {
            console.print("\(status.glossaryFindings) glossary finding\(status.glossaryFindings == 1 ? "" : "s")")
        }
        console.report(status.diagnostics)
        guard status.errors > 0 else { return 0 }
        if check { console.error("galley: error: translations check failed with \(status.errors) error(s)") }
        return 1
    }

    /// Records the current source revision in each named translation.
    private func mark(_ project: SiteBuilder.Project, with action: TranslationsAction, console: Console) -> Int32 {
        var failed = false
        var misnamed = false
        for name in markCurrent {
            do throws(DiagnosticError) {
                console.print(try action.markCurrent(name, in: project))
            } catch {
                console.report(error.diagnostics)
                failed = true
                misnamed = misnamed || error.diagnostics.contains { $0.id == TranslationTarget.badNameID }
            }
        }
        // A page named wrongly is a usage error, as every other one is.
        if misnamed {
            console.error("Run 'galley translations --help' for usage.")
            return 64
        }
        return failed ? 1 : 0
    }
}
