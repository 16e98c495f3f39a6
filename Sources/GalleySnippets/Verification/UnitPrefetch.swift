import Foundation
import GalleyCore
import GalleyToolchain
import Synchronization

/// A cold session's first work, started before the toolchain is asked: the units' parse in the
/// parser's helpers and the sandbox's probe, neither of which needs the toolchain, so both
/// overlap the compiler process that asks it (about 30 ms on one core, the rest idle).
///
/// Callers start it only when the cache does not know the toolchain
/// (``Toolchain/isRemembered(swiftc:memo:)``): such a cache holds no outcome for it, so every
/// unit will be parsed and the sandbox probed anyway. A warm session never starts either.
package final class UnitPrefetch: Sendable {
    let parsed = ParsedUnits()
    /// The policy the probe resolved; a session with another one probes again.
    let sandbox: SandboxPolicy
    private let group = DispatchGroup()
    private let probe = Mutex<Result<(SandboxIsolation, warning: Diagnostic?), DiagnosticError>?>(nil)

    /// Starts parsing the units of `articles` (as `settings` and `shard` make them) and probing
    /// `sandbox`, each on a thread of its own.
    package init(articles: [ArticleBlocks], settings: SnippetSettings, shard: Shard, sandbox: SandboxPolicy) {
        self.sandbox = sandbox
        let units = Verifier.units(of: articles, settings: settings, shard: shard)
        // Threads of their own: both block (on the helpers, on bubblewrap), and blocked workers of
        // the dispatch pool would hold up the session's tasks, which run on that pool (measured:
        // the site's next step waited 0.4 s for the parse).
        group.enter()
        group.enter()
        Thread.detachNewThread { [self] in
            parsed.parse(units)
            group.leave()
        }
        Thread.detachNewThread { [self] in
            let result = Result { () throws(DiagnosticError) in try SandboxIsolation.resolve(sandbox) }
            probe.withLock { $0 = result }
            group.leave()
        }
    }

    /// The probe's answer, once the parse and the probe are both done.
    package func finished() async -> Result<(SandboxIsolation, warning: Diagnostic?), DiagnosticError> {
        let group = self.group
        await Concurrently.onThread { group.wait() }
        return probe.withLock { $0 } ?? .failure(DiagnosticError(.error("sandbox.probe", at: nil, "no answer")))
    }
}
