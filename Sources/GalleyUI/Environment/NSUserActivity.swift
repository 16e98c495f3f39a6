import Foundation

/// Foundation's description of what a person is doing in an app, which the system hands to
/// another device (Handoff), to search or to predictions. Foundation on Linux has no
/// `NSUserActivity`, so GalleyUI declares it for `onContinueUserActivity(_:perform:)` and
/// `userActivity(_:element:_:)`, with the members app code sets and reads. The properties hold
/// what is written to them; there is no system to advertise the activity to, so `becomeCurrent()`
/// and the others change nothing.
open class NSUserActivity: NSObject {
    /// The type of the activity, by convention a reverse-DNS string.
    open var activityType: String { type }
    private let type: String

    /// Creates an activity of the given type.
    public init(activityType: String) {
        type = activityType
        super.init()
    }

    /// A title the system may show for the activity.
    open var title: String?
    /// The state needed to continue the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` that a continuing app needs.
    open var requiredUserInfoKeys: Set<String>?
    /// Words that find the activity in search.
    open var keywords: Set<String> = []
    /// A web page that continues the activity where the app is not installed.
    open var webpageURL: URL?
    /// A URL the activity was reached from.
    open var referrerURL: URL?
    /// The date after which the activity is no longer offered.
    open var expirationDate: Date?
    /// An identifier for deleting a saved activity.
    open var persistentIdentifier: String?
    /// An identifier of the content, for routing the activity to a scene.
    open var targetContentIdentifier: String?
    /// Whether the activity should be saved again before it is sent.
    open var needsSave = false
    /// Whether the activity may be continued on another device.
    open var isEligibleForHandoff = true
    /// Whether the activity may appear in on-device search.
    open var isEligibleForSearch = false
    /// Whether the activity may be indexed publicly.
    open var isEligibleForPublicIndexing = false
    /// Whether the activity may be offered as a prediction.
    open var isEligibleForPrediction = false

    /// Adds the entries of `otherDictionary` to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    /// Marks the activity as the one in use.
    open func becomeCurrent() {}

    /// Marks the activity as no longer in use.
    open func resignCurrent() {}

    /// Ends the activity for good.
    open func invalidate() {}
}
