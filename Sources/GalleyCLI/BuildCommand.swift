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

            In a Swift package (a folder with Package.swift and no Content/site.yml), it builds a
            site of the package's DocC catalogs, English only, into _site/: the catalogs are
            proven in place first, as galley verify proves them.
            """,
        usage: "galley build [--content DIR | --package DIR] [--output DIR] [--base-url URL] [options]",
        options: [
            .content, .output,
            .value(
                "package", "DIR",
                "Build the DocC catalogs of the package in DIR as a site (default: the current folder, when it is one)"),
            .value("base-url", "URL", "Absolute URL the site is served from (overrides site.yml)"),
            .jobs, .cacheDirectory, .swiftc, .sandbox, .noVerify, .drafts,
            .flag("strict", "Treat every warning as an error (as 'strict: true' in site.yml)"),
        ])
    package static var help: String { spec.help }

    var options: BuildOptions
    /// The package whose DocC catalogs to build as a site: the current folder, when it holds
    /// `Package.swift` and no site, and `--content` names none.
    var package: URL?

    package init(arguments: [String]) throws(UsageError) {
        let parsed = try Self.spec.parse(arguments)
        guard parsed.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(parsed.positionals[0])'")
        }
        options = try BuildOptions.from(parsed)
        options.verify = !parsed.flag("no-verify")
        options.includeDrafts = parsed.flag("drafts")
        options.strict = parsed.flag("strict")
        if let named = parsed.value("package") {
            guard parsed.value("content") == nil else {
                throw UsageError("'--package' builds a package's catalogs and '--content' a site; give one of them")
            }
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let root = URL(fileURLWithPath: named, relativeTo: cwd).standardizedFileURL
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
                throw UsageError("'--package': no Package.swift in '\(named)'")
            }
            options.root = root
            if parsed.value("cache-dir") == nil {
                options.cacheDirectory = root.appendingPathComponent(".galley-cache")
            }
            package = root
        } else if parsed.value("content") == nil, PackageDocs.isPackage(options.root) {
            package = options.root
        }
    }

    package func run(console: Console) async -> Int32 {
        let action = BuildAction(options: options)
        let result: BuildResult
        if let package { result = await action.build(package: package) } else { result = await action.build() }
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
