import Foundation
import GalleyCore
import GalleySite
import Synchronization

/// `galley serve` as a value: build, serve on loopback, rebuild on edits, reload open tabs.
///
/// The server is bound first, so the site can be built with the preview's own origin as its
/// base URL (links and canonical URLs then work locally, whatever `site.yml` says). It is built
/// into its own folder (``previewFolder(content:publish:)``), so the publish folder stays exactly
/// as the last `galley build` left it. A failed
/// rebuild leaves the previous output in place (the build swaps output atomically) and the
/// served pages show its diagnostics until a later build succeeds.
package final class PreviewSession: Sendable {
    /// The build options, with `baseURL` set to the preview's origin.
    package let options: BuildOptions
    /// The directory served (the build's output).
    package let output: URL
    package let server: PreviewServer
    package let liveReload: LiveReload
    package let state: PreviewState
    /// The project as the last build loaded and converted it: an edit parses and converts only
    /// the files that changed (``BuildMemo``).
    package let memo = BuildMemo()
    /// Makes the page folders of the next rebuild between builds (``SpareMaker``).
    private let spareMaker = Mutex<SpareMaker?>(nil)

    /// Binds `127.0.0.1:port` (0 lets the kernel choose) and prepares to build `options`.
    package init(options: BuildOptions, port: UInt16, keepAlive: TimeInterval = 15)
        throws(DiagnosticError)
    {
        // Read once, for the output folder and the first negotiation, with the build's display
        // path; the first build reads it again and reports its diagnostics, so they are not
        // printed twice. Rebuilds take the locales from the build's result.
        var diagnostics = Diagnostics()
        let config = SiteConfig.load(
            from: options.content.appendingPathComponent("site.yml"),
            displayPath: SiteBuilder(options: options).display(options.content) + "/site.yml", into: &diagnostics)
        let output = options.output ?? Self.previewFolder(content: options.content, publish: config?.output)
        let state = PreviewState(
            negotiation: Self.negotiation(
                locales: config?.locales.map(\.code) ?? [], defaultLocale: config?.defaultLocale))
        let liveReload = LiveReload(keepAlive: keepAlive)
        let responder = PreviewResponder(
            files: StaticFileResponder(root: output), state: state, liveReload: liveReload)
        let server = try PreviewServer(port: port, responder: { responder.respond(to: $0) })
        var options = options
        options.output = output
        options.baseURL = "http://127.0.0.1:\(server.port)"
        self.options = options
        self.output = output
        self.server = server
        self.liveReload = liveReload
        self.state = state
    }

    /// Where the preview is built when no `--output` is given: beside the publish folder, never in
    /// it (`_site.preview` for `_site`), because the preview's pages carry its loopback address in
    /// canonical URLs, feeds and the sitemap, and must never be deployed.
    package static func previewFolder(content: URL, publish: String?) -> URL {
        let publishFolder = content.deletingLastPathComponent().appendingPathComponent(publish ?? "_site")
        return publishFolder.deletingLastPathComponent()
            .appendingPathComponent(publishFolder.lastPathComponent + ".preview")
    }

    /// The address to open, e.g. `http://127.0.0.1:8000/`.
    package var url: String { "http://127.0.0.1:\(server.port)/" }

    /// The directories whose edits trigger a rebuild.
    package var watchedDirectories: [URL] {
        [options.content, options.templates, options.publicAssets]
    }

    /// Accepts connections on a background thread.
    package func start() {
        Thread.detachNewThread { [server] in server.serve() }
    }

    /// Builds the site, records the outcome for the overlay and tells open tabs to reload.
    @discardableResult
    package func rebuild(progress: (@Sendable (String) -> Void)? = nil) async -> BuildResult {
        spareMaker.withLock { $0.take() }?.stop()
        let result = await SiteBuilder(options: options, progress: progress, memo: memo).build()
        // Whatever the outcome: a failed build deletes the spare it started from.
        spareMaker.withLock { $0 = SpareMaker(output: output) }
        state.failure = result.succeeded ? nil : result.diagnostics.errors.map(\.description)
        if result.succeeded {
            state.negotiation = Self.negotiation(locales: result.locales, defaultLocale: result.defaultLocale)
        }
        liveReload.announceReload()
        return result
    }

    /// A watcher over the directories whose edits trigger a rebuild.
    package func watcher(interval: Duration = .milliseconds(300)) -> ChangeWatcher {
        ChangeWatcher(directories: watchedDirectories, interval: interval)
    }

    /// Rebuilds after every change under the watched directories (measured from `baseline`
    /// when given), until the task is cancelled.
    package func watch(
        interval: Duration = .milliseconds(300), since baseline: ChangeWatcher.Snapshot? = nil,
        onRebuild: @escaping @Sendable ([String], BuildResult) -> Void = { _, _ in }
    ) async {
        await watcher(interval: interval).watch(since: baseline) { changed in
            onRebuild(changed, await self.rebuild())
        }
    }

    /// Stops accepting connections and ends every event stream.
    package func stop() {
        spareMaker.withLock { $0.take() }?.stop()
        liveReload.stop()
        server.stop()
        SiteOutput.removeSpare(of: output)
    }

    private static func negotiation(locales: [String], defaultLocale: String?) -> PreviewLanguageNegotiation {
        PreviewLanguageNegotiation(locales: locales, defaultLocale: defaultLocale ?? "en")
    }
}
