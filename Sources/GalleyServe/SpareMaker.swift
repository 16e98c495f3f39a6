import Dispatch
import Foundation
import GalleySite
import Synchronization

/// Makes the preview folder's spare on a thread of its own, a moment after a build
/// (``SiteOutput/makeSpare(of:until:)``), so that the next rebuild finds the page folders made.
///
/// The next build stops it first (``stop()``): the maker ends after the folder or file it is
/// making (or, if it is still listing the site's files, once it has them), leaving a spare that
/// build can start from, however far it got.
final class SpareMaker: Sendable {
    private let stopping = Atomic<Bool>(false)
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts making the spare of `output` after `delay` (the reload's page fetches come first).
    init(output: URL, delay: Duration = .milliseconds(200)) {
        let seconds = Double(delay.components.seconds) + Double(delay.components.attoseconds) * 1e-18
        Thread.detachNewThread { [self] in
            if wake.wait(timeout: .now() + seconds) == .timedOut {
                SiteOutput.makeSpare(of: output, until: { stopping.load(ordering: .relaxed) })
            }
            finished.signal()
        }
    }

    /// Stops the maker and waits until it has: at most the folder or file it is making, or the
    /// rest of its listing of the site (`readdir` of each folder, about 10 ms for 400 pages).
    func stop() {
        stopping.store(true, ordering: .relaxed)
        wake.signal()
        finished.wait()
    }
}
