import Foundation
import GalleyCore

/// An exclusive advisory `flock` on a file, waited for: the kernel releases it when the holder
/// dies, so a killed process never leaves a stale lock. Separate opens conflict even within one
/// process, so threads of one process take turns too.
package enum FileLock {
    /// Runs `body` while holding the lock of `file` (created when missing), waiting for it first.
    package static func withLock<T>(
        _ file: URL, _ body: () throws(DiagnosticError) -> T
    ) throws(DiagnosticError) -> T {
        let descriptor = open(file.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw DiagnosticError(
                .error(
                    "runtime.cache", at: nil,
                    "cannot create lock file '\(file.path)': \(String(cString: strerror(errno)))"))
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw DiagnosticError(
                    .error("runtime.cache", at: nil, "cannot lock '\(file.path)': \(String(cString: strerror(errno)))"))
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
