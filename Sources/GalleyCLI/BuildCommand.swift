import Foundation
import GalleySite

/// `galley build`: verifies snippets (from the cache when unchanged) and writes the site.
package struct BuildCommand: Command {
    package static let name = "build"
    package static let abstract = "Verify every snippet and build the static site."
    static let spec = CommandSpec(
        abstract: abstract,
        discussion: """
            The site is written to a staging directory and swapped into place only when the
            whole build succeeds; a failed build leaves the previous output untouched.
            """,
        usage: "galley build [--content DIR] [--output DIR] [--base-url URL] [options]",
        options: [
            .content, .output,
            .value("base-url", "URL", "Absolute URL the site is served from (overrides site.yml)"),
            .jobs, .cacheDirectory, .swiftc, .sandbox, .noVerify, .drafts,
            .flag("strict", "Treat every warning as an error (as 'strict: true' in site.yml)"),
        ])
    package static var help: String { spec.help }

    var options: BuildOptions

    package init(arguments: [String]) throws(UsageError) {
        let parsed = try Self.spec.parse(arguments)
        guard parsed.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(parsed.positionals[0])'")
        }
        options = try BuildOptions.from(parsed)
        options.verify = !parsed.flag("no-verify")
        options.includeDrafts = parsed.flag("drafts")
        options.strict = parsed.flag("strict")
    }

    package func run(console: Console) async -> Int32 {
        let result = await BuildAction(options: options).build()
        console.report(result.diagnostics)
        if result.succeeded {
            console.error(result.summary)
            return 0
        }
        console.error(
            "galley: error: build failed with \(result.diagnostics.errors.count) error(s); previous output left untouched"
        )
        return 1
    }
}

extension BuildOptions {
    /// Options shared by every command that reads a project.
    static func from(_ parsed: ParsedArguments) throws(UsageError) -> BuildOptions {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        func path(_ name: String) -> URL? {
            parsed.value(name).map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
        }
        if let url = parsed.value("base-url"),
            !(url.hasPrefix("http://") || url.hasPrefix("https://") || url.hasPrefix("/"))
        {
            throw UsageError("'--base-url' must start with http://, https:// or /, not '\(url)'")
        }
        let content = path("content")
        let root = content?.deletingLastPathComponent() ?? cwd
        var options = BuildOptions(
            root: root, content: content, output: path("output"), baseURL: parsed.value("base-url"),
            jobs: try parsed.integer("jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount,
            cacheDirectory: path("cache-dir"), swiftc: parsed.value("swiftc"))
        if let text = parsed.value("sandbox"), let problem = options.setSandbox(parsing: text) {
            throw UsageError("'--sandbox': " + problem)
        }
        return options
    }
}
