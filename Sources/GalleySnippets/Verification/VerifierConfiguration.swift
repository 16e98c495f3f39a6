import Foundation
import GalleyToolchain

/// Everything a verification session needs to know, set once.
public struct VerifierConfiguration: Sendable {
    /// The compiler that proves snippets.
    public var toolchain: Toolchain
    /// The `Sources` folder holding the runtime (`SwiftUICore`, `GalleyUI`, `EntryMacros`).
    public var runtimeSourceRoot: URL
    /// Where unit outcomes (and, unless ``runtimeCacheDirectory`` is set, the runtime) are cached.
    public var cacheDirectory: URL
    /// Where the built runtime is cached, when it should live apart from unit outcomes.
    public var runtimeCacheDirectory: URL?
    /// How many compilers or snippet programs may run at once.
    public var jobs: Int
    /// The slice of units to verify.
    public var shard: Shard
    /// Fail on every `ignore` block.
    public var strict: Bool
    /// Record blessings for wrong or missing `output` blocks instead of failing.
    public var bless: Bool
    /// Link `run` units into one executable (turn off to build each alone).
    public var mergeRuns: Bool
    /// Check many `check` units in one compiler process (turn off with `--no-batch`; the
    /// verdicts are the same either way, which a test asserts).
    public var batchChecks = true
    /// Limits for every snippet program; `timeout` is replaced by each unit's own.
    public var limits: SandboxLimits
    /// Whether snippet programs must be isolated by bubblewrap.
    public var sandbox: SandboxPolicy = .auto
    /// What snippets compile against: language mode, runtime, the author's package, implicit imports.
    public var snippets: SnippetSettings
    /// Called after each unit is verified, from any thread.
    public var progress: (@Sendable (VerificationProgress) -> Void)?

    /// Creates a configuration; `jobs` defaults to the number of active cores.
    public init(
        toolchain: Toolchain, runtimeSourceRoot: URL, cacheDirectory: URL,
        runtimeCacheDirectory: URL? = nil,
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
public struct VerificationProgress: Sendable, Hashable {
    /// Units finished so far, including this one.
    public var completed: Int
    /// Units to verify in this session.
    public var total: Int
    /// The Markdown file of the unit just finished.
    public var file: String

    /// The terminal line for this event, e.g. `[37/152] Content/hr/entry.md`.
    public var line: String { "[\(completed)/\(total)] \(file)" }
}
