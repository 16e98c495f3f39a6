import Foundation
import GalleyToolchain

/// Everything a verification session needs to know, set once.
package struct VerifierConfiguration: Sendable {
    /// The compiler that proves snippets.
    package var toolchain: Toolchain
    /// The `Sources` folder holding the runtime (`GalleyUICore`, `GalleyUI`, `EntryMacros`).
    package var runtimeSourceRoot: URL
    /// Where unit outcomes (and, unless ``runtimeCacheDirectory`` is set, the runtime) are cached.
    package var cacheDirectory: URL
    /// Where the built runtime is cached, when it should live apart from unit outcomes.
    package var runtimeCacheDirectory: URL?
    /// The variable that names one runtime cache for every site and package (so a machine with
    /// many builds the runtime once); unset, each cache folder holds its own.
    package static let runtimeCacheVariable = "GALLEY_RUNTIME_CACHE"

    /// The folder ``runtimeCacheVariable`` names, if it is set and not empty.
    package static func runtimeCacheFromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL? {
        guard let path = environment[runtimeCacheVariable], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }
    /// How many compilers or snippet programs may run at once.
    package var jobs: Int
    /// The slice of units to verify.
    package var shard: Shard
    /// Fail on every `ignore` block.
    package var strict: Bool
    /// Record blessings for wrong or missing `output` blocks instead of failing.
    package var bless: Bool
    /// Link `run` units into one executable (turn off to build each alone).
    package var mergeRuns: Bool
    /// Check many `check` units in one compiler process (turn off with `--no-batch`; the
    /// verdicts are the same either way, which a test asserts).
    package var batchChecks = true
    /// Ask the toolchain what it knows about every identifier of each proven unit (compiler
    /// hovers; `hovers:` in `site.yml`, on unless `false`); a block's
    /// `no-hovers` turns its own off.
    package var hovers = false
    /// Add to a `no such module` error where the module could come from, in `site.yml`'s terms
    /// (a package's docs get their own hints, in `.galley.yml`'s).
    package var explainsMissingModules = false
    /// Whether merged run units run as children forked by one server per sandbox (where
    /// bubblewrap runs and galley is root) rather than each in a sandbox of its own.
    package var forkServer = true
    /// Limits for every snippet program; `timeout` is replaced by each unit's own.
    package var limits: SandboxLimits
    /// Whether snippet programs must be isolated by bubblewrap.
    package var sandbox: SandboxPolicy = .auto
    /// What snippets compile against: language mode, runtime, the author's package, implicit imports.
    package var snippets: SnippetSettings
    /// Called after each unit is verified, from any thread.
    package var progress: (@Sendable (VerificationProgress) -> Void)?
    /// Work a cold session started before the toolchain was asked (``UnitPrefetch``), if any.
    package var prefetch: UnitPrefetch?
    /// The package of ``SnippetSettings/package``, when the caller built it already (to read its
    /// symbols): the session then links against it instead of building it again.
    package var builtPackage: PackageArtifacts?

    /// Creates a configuration; `jobs` defaults to the number of active cores.
    package init(
        toolchain: Toolchain, runtimeSourceRoot: URL, cacheDirectory: URL,
        runtimeCacheDirectory: URL? = VerifierConfiguration.runtimeCacheFromEnvironment(),
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: Shard = .all,
        strict: Bool = false,
        bless: Bool = false, mergeRuns: Bool = true, limits: SandboxLimits = SandboxLimits(),
        snippets: SnippetSettings = SnippetSettings(),
        progress: (@Sendable (VerificationProgress) -> Void)? = nil
    ) {
        self.toolchain = toolchain
        self.runtimeSourceRoot = runtimeSourceRoot
        self.cacheDirectory = cacheDirectory
        self.runtimeCacheDirectory = runtimeCacheDirectory
        self.jobs = max(1, jobs)
        self.shard = shard
        self.strict = strict
        self.bless = bless
        self.mergeRuns = mergeRuns
        self.limits = limits
        self.snippets = snippets
        self.progress = progress
    }
}

/// A progress event: one more unit is done.
package struct VerificationProgress: Sendable, Hashable {
    /// Units finished so far, including this one.
    package var completed: Int
    /// Units to verify in this session.
    package var total: Int
    /// The Markdown file of the unit just finished.
    package var file: String

    /// The terminal line for this event, e.g. `[37/152] Content/hr/entry.md`.
    package var line: String { "[\(completed)/\(total)] \(file)" }
}
