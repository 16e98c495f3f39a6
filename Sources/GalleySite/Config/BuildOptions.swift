import Foundation
import GalleyToolchain

/// What `galley build` was asked to do.
package struct BuildOptions: Sendable {
    /// The project root: it holds `Content/`, `Templates/`, `Public/` and the runtime's `Sources/`.
    package var root: URL
    /// The content directory (default `Content`).
    package var content: URL
    /// Overrides the output directory from `site.yml`.
    package var output: URL?
    /// Overrides `baseURL` from `site.yml`.
    package var baseURL: String?
    /// Verify snippets before publishing (from the cache when unchanged). Off with `--no-verify`.
    package var verify: Bool
    /// Parallel compiler jobs for verification.
    package var jobs: Int
    /// Where verification results and the built runtime are cached.
    package var cacheDirectory: URL
    /// An explicit `swiftc`, instead of the one on `PATH`.
    package var swiftc: String?
    /// Include drafts (for previews).
    package var includeDrafts: Bool
    /// `--sandbox`: how snippet runs are isolated; `nil` takes `site.yml`'s, then `auto`.
    package var sandbox: SandboxPolicy?
    /// Treat every warning as an error (`--strict`); `strict: true` in `site.yml` does the same.
    package var strict = false

    package init(
        root: URL, content: URL? = nil, output: URL? = nil, baseURL: String? = nil, verify: Bool = true,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, cacheDirectory: URL? = nil, swiftc: String? = nil,
        includeDrafts: Bool = false
    ) {
        self.root = root
        self.content = content ?? root.appendingPathComponent("Content")
        self.output = output
        self.baseURL = baseURL
        self.verify = verify
        self.jobs = max(1, jobs)
        self.cacheDirectory = cacheDirectory ?? root.appendingPathComponent(".galley-cache")
        self.swiftc = swiftc
        self.includeDrafts = includeDrafts
    }

    /// Sets ``sandbox`` from `--sandbox`'s text; on a bad value, the one-sentence reason.
    package mutating func setSandbox(parsing text: String) -> String? {
        switch SandboxPolicy.parse(text) {
        case .success(let policy):
            sandbox = policy
            return nil
        case .failure(let error): return error.diagnostics[0].summary
        }
    }

    /// `Templates/` beside the content directory.
    package var templates: URL { content.deletingLastPathComponent().appendingPathComponent("Templates") }
    /// `Public/` beside the content directory.
    package var publicAssets: URL { content.deletingLastPathComponent().appendingPathComponent("Public") }
}
