import Foundation
import GalleyCore
import Synchronization

/// What the preview knows about the last build, shared by the watcher and request threads.
package final class PreviewState: Sendable {
    private struct Values {
        var negotiation: PreviewLanguageNegotiation
        var failure: [String]?
    }

    private let values: Mutex<Values>

    package init(negotiation: PreviewLanguageNegotiation) { values = Mutex(Values(negotiation: negotiation)) }

    /// How `/` picks an edition; refreshed after each build in case `site.yml` changed.
    package var negotiation: PreviewLanguageNegotiation {
        get { values.withLock { $0.negotiation } }
        set { values.withLock { $0.negotiation = newValue } }
    }

    /// The diagnostics of the last build when it failed (the previous site is still served),
    /// or `nil` after a successful one.
    package var failure: [String]? {
        get { values.withLock { $0.failure } }
        set { values.withLock { $0.failure = newValue } }
    }
}
