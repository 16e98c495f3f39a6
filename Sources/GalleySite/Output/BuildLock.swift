import Foundation
import GalleyCore

/// An exclusive lock on an output directory, so two builds never write the same site at once.
///
/// It is an advisory `flock` on `.<output>.lock` beside the output. The kernel releases it when
/// the process dies, so a killed build never leaves a stale lock behind.
package final class BuildLock {
    private let descriptor: Int32
    package let path: String

    /// Takes the lock without waiting; a second build fails at once with a clear message.
    package init(for output: URL) throws(DiagnosticError) {
        let output = output.standardizedFileURL
        let parent = output.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        path = parent.appendingPathComponent(".\(output.lastPathComponent).lock").path
        descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw DiagnosticError(
                .error(
                    "output.lock", at: SourceLocation(file: path, line: 1, column: 1),
                    "cannot create lock file: \(String(cString: strerror(errno)))"))
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            close(descriptor)
            throw DiagnosticError(
                .error(
                    "output.locked", at: SourceLocation(file: output.path, line: 1, column: 1),
                    "another galley build is writing '\(output.lastPathComponent)'; wait for it to finish"))
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
