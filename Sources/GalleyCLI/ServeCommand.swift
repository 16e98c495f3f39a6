import Dispatch
import Foundation
import GalleyCore
import GalleyServe
import GalleySite

/// `galley serve`: builds the site, serves it on 127.0.0.1 and rebuilds on every edit.
package struct ServeCommand: Command {
    package static let name = "serve"
    package static let abstract = "Build the site, preview it locally and rebuild on every edit."
    static let spec = CommandSpec(
        abstract: abstract,
        discussion: """
            The site is built into its own folder (_site.preview beside _site) and served on
            127.0.0.1 only, with the preview's address as its base URL; the publish folder is never
            touched, so a preview's local URLs cannot be deployed. Content/, Templates/ and Public/ are watched; each
            edit rebuilds (unchanged snippets come from the verification cache) and open tabs
            reload. A failed rebuild keeps serving the last good site and shows the errors on
            the page. '/' redirects to the edition the browser's Accept-Language prefers.
            """,
        usage: "galley serve [--port N] [--content DIR] [--no-verify] [options]",
        options: [
            .value("port", "N", "Port on 127.0.0.1 (default: 8000; 0 picks a free one)"),
            .content,
            .value("output", "DIR", "Preview directory (default: '<output>.preview', usually _site.preview)"),
            .jobs, .cacheDirectory, .swiftc, .sandbox, .noVerify, .drafts,
        ])
    package static var help: String { spec.help }

    var options: BuildOptions
    var port: UInt16

    package init(arguments: [String]) throws(UsageError) {
        let parsed = try Self.spec.parse(arguments)
        guard parsed.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(parsed.positionals[0])'")
        }
        options = try BuildOptions.from(parsed)
        options.verify = !parsed.flag("no-verify")
        options.includeDrafts = parsed.flag("drafts")
        port = UInt16(try parsed.integer("port", in: 0...65_535) ?? 8000)
    }

    package func run(console: Console) async -> Int32 {
        // Ctrl-C and SIGTERM end the watch instead of the process, so the session stops its
        // server and removes its spare folder before galley exits.
        let serving = Task { await serve(console: console) }
        let stoppers = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { serving.cancel() }
            source.resume()
            return source
        }
        defer {
            for (source, number) in zip(stoppers, [SIGINT, SIGTERM]) {
                source.cancel()
                signal(number, SIG_DFL)
            }
        }
        return await serving.value
    }

    private func serve(console: Console) async -> Int32 {
        do throws(DiagnosticError) {
            try await ServeAction(options: options, port: port).run(
                onFirstBuild: { report($0, console: console) },
                onServing: { url in
                    console.print(
                        "Serving \(url) (127.0.0.1 only); watching Content/, Templates/ and Public/. Ctrl-C stops."
                    )
                },
                onRebuild: { changed, result in
                    let names = changed.prefix(3).map { URL(fileURLWithPath: $0).lastPathComponent }.joined(
                        separator: ", ")
                    console.error("galley: changed \(names)\(changed.count > 3 ? ", …" : ""); rebuilt")
                    report(result, console: console)
                })
        } catch {
            console.report(error.diagnostics)
            return 1
        }
        return 0
    }

    private func report(_ result: BuildResult, console: Console) {
        console.report(result.diagnostics)
        if result.succeeded {
            console.error(result.summary)
        } else {
            console.error(
                "galley: error: build failed with \(result.diagnostics.errors.count) error(s); serving the last good site"
            )
        }
    }
}
