/// How a session did its work: what was cached, how many compilers ran, what fell back.
package struct VerificationStatistics: Sendable, Hashable {
    /// Units verified in this session (this shard).
    package var units = 0
    /// Articles whose kept verdicts were reused without planning their units (``ProofMemo``).
    package var reusedArticles = 0
    /// Units whose outcome came from the cache.
    package var cacheHits = 0
    /// Cache entries found damaged, deleted and recomputed.
    package var corruptCacheEntries = 0
    /// Compiler processes started (driver or frontend), including the one-off template query.
    package var compilerInvocations = 0
    /// `run` units run from the merged executable.
    package var mergedRuns = 0
    /// `run` units built and run alone.
    package var separateRuns = 0
    /// Merged links that failed and fell back to separate builds.
    package var mergedLinkFallbacks = 0
    /// Merged runs a fork server carried out (each still a process of its own).
    package var forkedRuns = 0
    /// Compiler processes that checked a batch of units together (``BatchChecker``).
    package var batchCompilations = 0
    /// Units whose verdict a passing batch settled.
    package var batchedUnits = 0
    /// Units taken out of a failing batch and checked alone.
    package var batchFallbacks = 0
    /// Seconds per stage of the session: wall-clock spans (`check batches`, `units alone`,
    /// `link`, `runs`, …) and, for stages whose work runs in parallel, the work summed
    /// (`runs, summed`), so a profile shows both where the wall clock and the cores went.
    package var stages: [String: Double] = [:]
    /// Units compiled in a process of their own, per reason (`compile-fail`, `error in its batch`, …).
    package var soloReasons: [String: Int] = [:]
    /// Units per batch, per kind (`check`, `run`), largest first.
    package var batchSizes: [String: [Int]] = [:]
    /// Wall-clock seconds of the session.
    package var seconds = 0.0
}
