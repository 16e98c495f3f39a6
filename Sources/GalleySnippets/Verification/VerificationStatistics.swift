/// How a session did its work: what was cached, how many compilers ran, what fell back.
public struct VerificationStatistics: Sendable, Hashable {
    /// Units verified in this session (this shard).
    public var units = 0
    /// Units whose outcome came from the cache.
    public var cacheHits = 0
    /// Cache entries found damaged, deleted and recomputed.
    public var corruptCacheEntries = 0
    /// Compiler processes started (driver or frontend), including the one-off template query.
    public var compilerInvocations = 0
    /// `run` units run from the merged executable.
    public var mergedRuns = 0
    /// `run` units built and run alone.
    public var separateRuns = 0
    /// Merged links that failed and fell back to separate builds.
    public var mergedLinkFallbacks = 0
    /// Compiler processes that checked a batch of units together (``BatchChecker``).
    public var batchCompilations = 0
    /// Units whose verdict a passing batch settled.
    public var batchedUnits = 0
    /// Units taken out of a failing batch and checked alone.
    public var batchFallbacks = 0
    /// Wall-clock seconds of the session.
    public var seconds = 0.0
}
