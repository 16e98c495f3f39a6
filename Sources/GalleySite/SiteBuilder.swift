import Foundation
import GalleyCore
import GalleyI18n
import GalleySnippets
import GalleySwiftFacts
import GalleyTemplates

/// Builds a whole site: the pipeline behind `galley build`.
///
/// Stages run in order over one shared list of diagnostics: configuration, interface strings,
/// templates, content, snippet verification, rendering, then the atomic swap of the output.
/// Every stage reports all the problems it finds and the build goes on as far as it can, so
/// one run shows every error; nothing is published unless the whole list has no error.
package struct SiteBuilder: Sendable {
    package var options: BuildOptions
    /// Receives progress lines (`[3/70] Content/en/…`) while snippets are verified.
    package var progress: (@Sendable (String) -> Void)?
    /// What a long-running process keeps between its builds (``BuildMemo``); `nil` for one build.
    package var memo: BuildMemo?

    package init(
        options: BuildOptions, progress: (@Sendable (String) -> Void)? = nil, memo: BuildMemo? = nil
    ) {
        self.options = options
        self.progress = progress
        self.memo = memo
    }

    /// Everything read from the project, before rendering.
    package struct Project: Sendable {
        package var config: SiteConfig
        package var catalog: ContentCatalog
        package var strings: UIStrings
        package var templates: TemplateLibrary
        /// Galley's runtime and default theme.
        package var share: GalleyShare
        var theme: Theme

        /// One file of the site's templates folder (such as `new-article.md`), else the default
        /// theme's, with the path diagnostics show.
        package func templateFile(_ name: String) -> (url: URL, display: String) { theme.templateFile(name) }
    }

    /// The site's files over the default theme's.
    func theme(_ share: GalleyShare) -> Theme {
        let builder = self
        return Theme(
            siteTemplates: options.templates, sitePublic: options.publicAssets, share: share,
            display: { builder.display($0) })
    }

    /// Reads configuration, strings, templates and content, reporting every problem.
    package func load(into diagnostics: inout Diagnostics) -> Project? {
        load(into: &diagnostics, restoringState: false)
    }

    /// The output folder `config` builds into.
    func destination(for config: SiteConfig) -> URL {
        options.output ?? options.content.deletingLastPathComponent().appendingPathComponent(config.output)
    }

    /// Loads the project; with `restoringState`, a memo no build has used yet first takes what
    /// the last build of the same output saved (``BuildState``), so unchanged articles are
    /// neither parsed nor converted.
    func load(into diagnostics: inout Diagnostics, restoringState: Bool) -> Project? {
        let contentDisplay = display(options.content)
        let configURL = options.content.appendingPathComponent("site.yml")
        guard FileManager.default.fileExists(atPath: configURL.path) else {
            diagnostics.append(Self.noSite(lookedFor: contentDisplay + "/site.yml", at: configURL))
            return nil
        }
        guard
            let config = SiteConfig.load(
                from: options.content.appendingPathComponent("site.yml"), displayPath: contentDisplay + "/site.yml",
                into: &diagnostics)
        else { return nil }
        // The last build's state is read and taken into the memo on another core, while this
        // one finds the theme and reads its strings and templates, which do not need it.
        var restoring: Background<Void>?
        if restoringState, let memo, memo.isFresh {
            let file = BuildState.file(cache: options.cacheDirectory, destination: destination(for: config))
            restoring = Background {
                guard let state = BuildState.load(from: file) else { return }
                memo.restore(state)
                if !state.datesFormatter.isEmpty, state.datesFormatter == PageInputs.executableIdentity {
                    LocalizedDate.remember(state.dates)
                }
            }
        }
        // Waited for on every path out, so no restore outlives the load that started it.
        defer { restoring?.value }
        let share: GalleyShare
        do { share = try GalleyShare.locate(near: options.root) } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return nil
        }
        let theme = theme(share)
        let (locales, defaultLocale) = (config.locales.map(\.code), config.defaultLocale)
        // The interface strings and templates are read on another core while the articles load
        // (neither needs the other); their problems are reported before the articles'.
        let presentation = Background { () -> (UIStrings?, TemplateLibrary?, [Diagnostic]) in
            var problems: [Diagnostic] = []
            var strings: UIStrings?
            do throws(DiagnosticError) {
                strings = try theme.strings(locales: locales, defaultLocale: defaultLocale)
                problems.append(contentsOf: strings?.warnings ?? [])
            } catch {
                problems.append(contentsOf: error.diagnostics)
            }
            var templates: TemplateLibrary?
            do throws(DiagnosticError) { templates = try theme.templates() } catch {
                problems.append(contentsOf: error.diagnostics)
            }
            return (strings, templates, problems)
        }
        restoring?.value
        var articleProblems = Diagnostics()
        let catalog = ContentCatalog.load(
            content: options.content, contentDisplay: contentDisplay, config: config,
            includeDrafts: options.includeDrafts, memo: memo, into: &articleProblems)
        let (strings, templates, problems) = presentation.value
        diagnostics.append(contentsOf: problems)
        diagnostics.append(contentsOf: articleProblems.all)
        memo?.finishLoading()
        guard let strings, let templates else { return nil }
        for required in ["layout", "article", "index", "404", "redirect"] where templates.templates[required] == nil {
            diagnostics.append(
                .error(
                    "template.missing-template",
                    at: SourceLocation(file: display(options.templates), line: 1, column: 1),
                    "the site needs a '\(required).mustache' template"))
        }
        return Project(
            config: config, catalog: catalog, strings: strings, templates: templates, share: share, theme: theme)
    }

    /// The formatted dates (``GalleyI18n/LocalizedDate/known``) of the dates `articles` have
    /// now, which the next build's state keeps.
    static func formattedDates(of articles: [SourceArticle]) -> [String: String] {
        let keys = Set(
            articles.flatMap { article in
                [article.metadata.date, article.metadata.updated].compactMap { date in
                    date.map { LocalizedDate.key($0, locale: article.locale) }
                }
            })
        return LocalizedDate.known.filter { keys.contains($0.key) }
    }

    /// Runs the whole build. The previous output is replaced only when there are no errors.
    ///
    /// With a `sink`, the files go there instead (a ``MemorySink`` in tests), and the output
    /// folder is neither locked nor touched.
    ///
    /// A build into the output folder without a ``memo`` (`galley build`) makes one for itself,
    /// filled from the build state (``BuildMemo``).
    package func build(into sink: (any SiteSink)? = nil) async -> BuildResult {
        guard sink == nil, memo == nil else { return await run(into: sink, recycling: memo != nil ? .process : .none) }
        var builder = self
        builder.memo = BuildMemo(keepsHTML: false)
        return await builder.run(into: nil, recycling: .shared)
    }

    /// The build; `recycling` says which site before last the staging folder starts from
    /// (``SiteOutput/Recycling``).
    private func run(into sink: (any SiteSink)?, recycling: SiteOutput.Recycling) async -> BuildResult {
        var diagnostics = Diagnostics()
        memo?.beginBuild()
        SwiftFacts.clearProblem()
        let loaded = load(into: &diagnostics, restoringState: sink == nil)
        if let config = loaded?.config, options.baseURL == nil, let warning = Self.relativeBaseURL(config) {
            diagnostics.append(warning)
        }
        // One strict policy for build and verify: the flag or `strict: true` in site.yml.
        let strict = options.strict || loaded?.config.strict == true
        if strict { diagnostics = diagnostics.strictened }
        guard let project = loaded, !diagnostics.hasErrors else {
            return BuildResult(diagnostics: diagnostics, pages: 0, output: "", snippetSummary: nil)
        }
        let destination = destination(for: project.config)
        // The template folders' digest (part of the site key) is computed on another core while
        // the build verifies and prepares; only a build into the output folder keys its pages.
        let templateFolders = [options.templates, project.share.templates].map(\.standardizedFileURL)
        let templateFiles =
            sink != nil
            ? nil
            : Background {
                PageInputs.files(templateFolders[0] == templateFolders[1] ? [templateFolders[0]] : templateFolders)
            }
        var config = project.config
        if let baseURL = options.baseURL {
            config.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        }
        var lock: BuildLock?
        do { if sink == nil { lock = try BuildLock(for: destination) } } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return BuildResult(diagnostics: diagnostics, pages: 0, output: display(destination), snippetSummary: nil)
        }
        defer { withExtendedLifetime(lock) {} }

        var proofs = SnippetProofs.unverified
        var snippetSummary: String? = "snippets not verified (--no-verify)"
        if !options.verify {
            diagnostics.append(contentsOf: SnippetProofs.fenceProblems(in: project.catalog.articles))
            if diagnostics.hasErrors {
                return BuildResult(
                    diagnostics: diagnostics, pages: 0, output: display(destination), snippetSummary: nil)
            }
        }
        if options.verify {
            var onProgress: (@Sendable (VerificationProgress) -> Void)?
            if let report = progress { onProgress = { report($0.line) } }
            let (verified, problems) = await SnippetProofs.verify(
                project.catalog.articles, of: project, options: options, progress: onProgress, memo: memo?.proofs)
            proofs = verified
            diagnostics.append(contentsOf: strict ? problems.map(\.strictened) : problems)
            if let report = verified.report {
                snippetSummary =
                    "\(report.passedCount) snippets passed, \(report.failedCount) failed, \(report.skippedCount) skipped"
            }
            if diagnostics.hasErrors {
                return BuildResult(
                    diagnostics: diagnostics, pages: 0, output: display(destination), snippetSummary: snippetSummary)
            }
        }
        let output: any SiteSink
        var staged: SiteOutput?
        do {
            if let sink {
                output = sink
            } else {
                let disk = try SiteOutput(destination: destination, recycling: recycling)
                staged = disk
                output = disk
            }
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return BuildResult(
                diagnostics: diagnostics, pages: 0, output: display(destination), snippetSummary: snippetSummary)
        }
        var renderer = SiteRenderer(
            config: config, catalog: project.catalog, proofs: proofs, strings: project.strings,
            templates: project.templates,
            highlighter: HighlightCache(directory: options.cacheDirectory))
        renderer.publicAssets = Set(
            project.theme.publicLayers.flatMap { PublicAssets.urls(in: $0, sitePath: renderer.sitePath) })
        for locale in config.locales {
            renderer.interfaceStrings[locale.code] =
                Localizer(strings: project.strings, locale: locale.code).templateValue
        }
        let stateFile = BuildState.file(cache: options.cacheDirectory, destination: destination)
        if let staged {
            renderer.siteKey = PageInputs.site(
                files: templateFiles?.value ?? "",
                settings: siteSettings(config: config, proofs: proofs, catalog: project.catalog))
            let previous = memo?.committedPages.map { BuildState(pages: $0) } ?? BuildState.load(from: stateFile)
            renderer.incremental = IncrementalPages(previous: previous, previousOutput: staged.destination)
        }
        renderer.memo = memo
        if let staged, let incremental = renderer.incremental {
            incremental.listingsKey = renderer.listingsKey()
            let reused = renderer.reuseSearchIndexes(into: output)
            incremental.searchSources =
                memo?.attachSearch(from: staged.destination, pages: incremental.previous.pages, skipping: reused)
                ?? [:]
        }
        let pages = renderer.render(into: output, diagnostics: &diagnostics)
        memo?.finishConverting()
        renderer.highlighter.save()
        if let problem = SwiftFacts.problem {
            // Pages would show Swift unhighlighted or comparisons uncounted: nothing is published.
            diagnostics.append(
                .error("swift-parser.unavailable", at: nil, "Swift code could not be parsed for the pages: \(problem)"))
        }
        let layers = project.theme.publicLayers
        for (position, folder) in layers.enumerated() {
            let later = layers.dropFirst(position + 1).reduce(into: Set<String>()) {
                $0.formUnion(PublicAssets.paths(in: $1))
            }
            PublicAssets.copy(
                from: folder, display: display(folder), into: output, skipping: later,
                incremental: renderer.incremental, diagnostics: &diagnostics)
        }
        if strict { diagnostics = diagnostics.strictened }
        if !diagnostics.hasErrors, let staged {
            // The next state is gathered and encoded on another core during the swap, and
            // written only once the swap is done: it describes the output the swap puts in place.
            let next = renderer.incremental.map { incremental in
                let (siteKey, memo, articles) = (renderer.siteKey, memo, project.catalog.articles)
                return Background { () -> (BuildState, [UInt8]) in
                    var state = incremental.state
                    state.siteKey = siteKey
                    state.dates = Self.formattedDates(of: articles)
                    state.datesFormatter = PageInputs.executableIdentity ?? ""
                    state.linksKey = incremental.linksKey
                    state.articles =
                        memo?.stored(
                            siteKey: siteKey, linksKey: state.linksKey, searchOffsets: incremental.searchOffsets)
                        ?? [:]
                    return (state, state.encoded)
                }
            }
            do {
                defer { _ = next?.value }
                try staged.commit()
                if let (state, bytes) = next?.value {
                    BuildState.write(bytes, to: stateFile)
                    memo?.committed(pages: state.pages, searchOffsets: renderer.incremental?.searchOffsets ?? [:])
                }
            } catch { diagnostics.append(contentsOf: error.diagnostics) }
        }
        var result = BuildResult(
            diagnostics: diagnostics, pages: pages, output: display(destination), snippetSummary: snippetSummary)
        result.verification = proofs.report?.statistics
        result.renderedArticles = renderer.incremental?.rendered
        result.reusedArticles = renderer.incremental?.reused
        if let counts = memo?.counts, sink == nil {
            result.parsedArticles = counts.parsed
            result.convertedArticles = counts.converted
        }
        result.withheld = project.catalog.withheld
        result.locales = config.locales.map(\.code)
        result.defaultLocale = config.defaultLocale
        // A one-shot `galley build` ends here: the process's exit reclaims the build's tables.
        if recycling == .shared { ExitReclaims.keep((project, renderer, memo)) }
        return result
    }

    /// The settings every page depends on, for the build graph's site key.
    func siteSettings(config: SiteConfig, proofs: SnippetProofs, catalog: ContentCatalog) -> [String] {
        let siteFile = (try? String(contentsOf: options.content.appendingPathComponent("site.yml"), encoding: .utf8))
        var settings = [
            "site.yml", siteFile ?? "", "baseURL", config.baseURL, "drafts \(options.includeDrafts)",
            "verified \(proofs.verified) \(proofs.toolchainVersion ?? "-")",
        ]
        settings += catalog.articles.map { "\($0.contentPath) \($0.url) \($0.locale)" }.sorted()
        return settings
    }

    /// Run from the wrong folder: what was looked for, where, and how to start a site.
    static func noSite(lookedFor display: String, at url: URL) -> Diagnostic {
        .error(
            "config.no-site", at: nil,
            "no site here: looked for '\(display)' (\(url.standardizedFileURL.path)) and it does not exist",
            notes: [
                .init(
                    message:
                        "run galley from the site's root folder, the one that holds Content/, or pass --content DIR"),
                .init(
                    message:
                        "to start a site, run 'galley init', or create Content/site.yml with a 'title' and 'locales', then run 'galley new en/first-page'"
                ),
            ])
    }

    /// A path relative to the current directory when it is inside it, for readable diagnostics.
    package func display(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        let path = url.standardizedFileURL.path
        if path.hasPrefix(cwd + "/") { return String(path.dropFirst(cwd.count + 1)) }
        return path
    }
}
