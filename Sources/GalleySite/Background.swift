import Dispatch

/// A value computed on another core while the caller goes on with work that does not need it.
///
/// A one-article build's stages run one after another on a machine with cores to spare: reading
/// the build state beside the interface strings and templates, and encoding the next state
/// beside the swap of the output, take their time off the build's wall clock (each is measured
/// side by side in `Benchmarks/analysis-incremental.md`).
///
/// The work runs on Dispatch's shared pool, so it must not itself wait for another `Background`:
/// a pool thread waiting for work queued behind it stalled a build for a second (measured, in a
/// trial that decoded the state's two halves this way) before the pool added a thread.
final class Background<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    // Written once by the worker before it leaves the group; read only after `wait`, which
    // orders the two.
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        group.enter()
        DispatchQueue.global().async {
            self.result = work()
            self.group.leave()
        }
    }

    /// The value, once the work is done (waiting for it if need be).
    var value: Value {
        group.wait()
        return result!
    }
}
