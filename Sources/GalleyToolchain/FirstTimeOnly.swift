import GalleyCore
import Synchronization

/// Lets a diagnostic through the first time only, for warnings a long-lived process
/// (`galley serve`) would otherwise repeat on every rebuild.
package final class FirstTimeOnly: Sendable {
    private let passed = Mutex(false)

    package init() {}

    /// `diagnostic` on the first call that has one, `nil` afterwards.
    package func pass(_ diagnostic: Diagnostic?) -> Diagnostic? {
        guard let diagnostic else { return nil }
        return passed.withLock { done in
            defer { done = true }
            return done ? nil : diagnostic
        }
    }
}
