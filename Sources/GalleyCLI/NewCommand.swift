import Foundation
import GalleyCore
import GalleySite
import GalleyTranslations

/// `galley new`: starts an article from the template, or a translation from its source.
package struct NewCommand: Command {
    package static let name = "new"
    package static let abstract = "Start a new article, or a translation of an existing one."
    static let spec = CommandSpec(
        abstract: abstract,
        discussion: """
            'galley new en/my-guide' writes Content/en/my-guide.md from Templates/new-article.md,
            as a draft ('draft: true'): not published until you remove that line.
            'galley new en/my-tutorial --tutorial' starts a step-by-step tutorial from
            Templates/new-tutorial.md instead.
            'galley new hr/moj-vodic --from en/my-guide' writes a translation scaffold: the source's
            front matter, its translationKey and translatedFrom revision, and its Markdown with the
            block structure intact (code, lists, quotes, tables, links and inline code as they are),
            'TODO(translate):' in front of the title, the summary and every heading, paragraph and
            prose table cell. A page with any marker left is not published. An existing file is
            never overwritten.
            """,
        usage: "galley new LOCALE/SLUG [--from LOCALE/SLUG] [--tutorial] [--content DIR]",
        options: [
            .value("from", "LOCALE/SLUG", "The default-locale article to translate"),
            .flag("tutorial", "Start a tutorial (layout: tutorial) with sections and steps"), .content,
        ])
    package static var help: String { spec.help }

    var options: BuildOptions
    var target: String
    var from: String?
    /// True for `--tutorial`: the scaffold is `Templates/new-tutorial.md`.
    var tutorial = false
    /// The date a fresh article is given; the system clock unless a test sets it.
    var today = Date()

    package init(arguments: [String]) throws(UsageError) {
        let parsed = try Self.spec.parse(arguments)
        guard let target = parsed.positionals.first else {
            throw UsageError("missing the page to create, e.g. 'galley new en/my-guide'")
        }
        guard parsed.positionals.count == 1 else {
            throw UsageError("unexpected argument '\(parsed.positionals[1])'")
        }
        self.target = target
        from = parsed.value("from")
        tutorial = parsed.flag("tutorial")
        options = try BuildOptions.from(parsed)
        // A translation may start from a source that is still a draft.
        options.includeDrafts = true
    }

    package func run(console: Console) async -> Int32 {
        createFolderOfNewLocale()
        guard let project = options.loadProject(reportingTo: console) else { return 1 }
        do throws(DiagnosticError) {
            let page = try TranslationTarget(parsing: target, config: project.config)
            let path = "\(page.locale)/\(page.slug).md"
            let url = options.content.appendingPathComponent(path)
            guard !FileManager.default.fileExists(atPath: url.path) else {
                throw problem("'\(path)' already exists; galley new never overwrites a file")
            }
            let text: String
            if let from {
                text = try translation(of: from, into: page, project)
            } else {
                text = try fresh(page, project)
            }
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .withoutOverwriting)
            } catch {
                throw problem("cannot write '\(path)': \(error.localizedDescription)")
            }
            console.print("created \(path)")
            return 0
        } catch {
            console.report(error.diagnostics)
            // A page named wrongly is a usage error (64); a page that exists, a source that is
            // missing or an unwritable file is a failed command (1).
            guard error.diagnostics.allSatisfy({ Self.usageProblems.contains($0.id) }) else { return 1 }
            console.error("Run 'galley new --help' for usage.")
            return 64
        }
    }

    /// Problems with how the command was called rather than with the site.
    static let usageProblems: Set<String> = [TranslationTarget.badNameID, "new.usage"]

    /// A translation scaffold of the source named by `--from`.
    private func translation(
        of name: String, into page: TranslationTarget, _ project: SiteBuilder.Project
    )
        throws(DiagnosticError) -> String
    {
        let config = project.config
        let origin = try TranslationTarget(parsing: name, config: config)
        guard origin.locale == config.defaultLocale else {
            throw usage("'--from' must name a '\(config.defaultLocale)' article, not '\(name)'")
        }
        guard page.locale != config.defaultLocale else {
            throw usage("'\(target)' is in the default locale; a translation goes in another locale")
        }
        let sources = project.catalog.articles(in: origin.locale)
        guard let source = sources.first(where: { $0.slug == origin.slug }) else {
            throw problem(
                "no article '\(name)'" + NearMiss.didYouMean(origin.slug, among: sources.map(\.slug)))
        }
        if let existing = project.catalog.translation(of: source, in: page.locale) {
            throw problem(
                "'\(source.displayPath)' already has a '\(page.locale)' translation: '\(existing.displayPath)'"
            )
        }
        return TranslationScaffold(source: source).text
    }

    /// A fresh article from `Templates/new-article.md`.
    private func fresh(_ page: TranslationTarget, _ project: SiteBuilder.Project)
        throws(DiagnosticError) -> String
    {
        guard page.locale == project.config.defaultLocale else {
            throw usage(
                "a '\(page.locale)' page is a translation; start it with '--from \(project.config.defaultLocale)/<slug>'"
            )
        }
        let file = project.templateFile(tutorial ? "new-tutorial.md" : "new-article.md")
        return try ScaffoldTemplate(
            templates: file.url.deletingLastPathComponent(), file: file.url.lastPathComponent, displayPath: file.display
        )
        .article(slug: page.slug, today: today)
    }

    private func problem(_ message: String) -> DiagnosticError {
        DiagnosticError(.error("new.failed", at: nil, message))
    }

    private func usage(_ message: String) -> DiagnosticError {
        DiagnosticError(.error("new.usage", at: nil, message))
    }
}

extension NewCommand {
    /// A locale just added to `site.yml` has no folder yet, and a site whose locale has no
    /// folder does not load; `galley new` is how that folder's first page starts, so it makes
    /// the folder when that is the only thing stopping the site from loading.
    func createFolderOfNewLocale() {
        guard let locale = target.split(separator: "/").first.map(String.init), !locale.isEmpty else { return }
        let folder = options.content.appendingPathComponent(locale, isDirectory: true)
        guard !FileManager.default.fileExists(atPath: folder.path) else { return }
        var diagnostics = Diagnostics()
        _ = SiteBuilder(options: options).load(into: &diagnostics)
        let errors = diagnostics.errors
        guard !errors.isEmpty,
            errors.allSatisfy({ $0.id == "content.missing-locale" }),
            errors.contains(where: { $0.summary.contains("'\(locale)'") })
        else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
}
