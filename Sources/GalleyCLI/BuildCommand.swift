import Foundation
import GalleySite

/// `galley build`: verifies snippets (from the cache when unchanged) and writes the site.
public struct BuildCommand: Command {
    public static let name = "build"
    public static let abstract = "Verify every snippet and build the static site."
    public static let help = """
        OVERVIEW: \(abstract)

        The site is written to a staging directory and swapped into place only when the
        whole build succeeds; a failed build leaves the previous output untouched.

        USAGE: galley build [--content DIR] [--output DIR] [--base-url URL] [options]

        OPTIONS:
          --content DIR      Content directory (default: Content)
          --output DIR       Output directory (default: 'output' in site.yml, usually _site)
          --base-url URL     Absolute URL the site is served from (overrides site.yml)
          --jobs N           Parallel compiler jobs for verification (default: cores)
          --cache-dir DIR    Verification cache (default: .galley-cache)
          --swiftc PATH      The swiftc to verify with (default: first on PATH)
          --no-verify        Skip snippet verification; pages then say they are unverified
          --drafts           Include articles marked draft
          --strict           Treat every warning as an error (as 'strict: true' in site.yml)
          -h, --help         Show this help

        """

    var options: BuildOptions

    public init(arguments: [String]) throws(UsageError) {
        let parsed = try ParsedArguments(
            arguments, options: ["content", "output", "base-url", "jobs", "cache-dir", "swiftc"],
            flags: ["no-verify", "drafts", "strict"])
        guard parsed.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(parsed.positionals[0])'")
        }
        options = try BuildOptions.from(parsed)
        options.verify = !parsed.flag("no-verify")
        options.includeDrafts = parsed.flag("drafts")
        options.strict = parsed.flag("strict")
    }

    public func run(console: Console) async -> Int32 {
        let result = await SiteBuilder(options: options).build()
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
        return BuildOptions(
            root: root, content: content, output: path("output"), baseURL: parsed.value("base-url"),
            jobs: try parsed.integer("jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount,
            cacheDirectory: path("cache-dir"), swiftc: parsed.value("swiftc"))
    }
}
