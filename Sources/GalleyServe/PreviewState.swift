import Foundation
import GalleyCore

/// What the preview knows about the last build, shared by the watcher and request threads.
package final class PreviewState: @unchecked Sendable {
    private let lock = NSLock()
    private var negotiationValue: PreviewLanguageNegotiation
    private var failureValue: [String]?

    package init(negotiation: PreviewLanguageNegotiation) { negotiationValue = negotiation }

    /// How `/` picks an edition; refreshed after each build in case `site.yml` changed.
    package var negotiation: PreviewLanguageNegotiation {
        get { lock.withLock { negotiationValue } }
        set { lock.withLock { negotiationValue = newValue } }
    }

    /// The diagnostics of the last build when it failed (the previous site is still served),
    /// or `nil` after a successful one.
    package var failure: [String]? {
        get { lock.withLock { failureValue } }
        set { lock.withLock { failureValue = newValue } }
    }
}
