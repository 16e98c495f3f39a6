/// Keeps a view node subscribed to an `ObservableObject`'s `objectWillChange`: when the
/// object announces a change, the node that holds it is evaluated again after the pass.
///
/// One subscription lives in the evaluator's storage per property of a view at a position,
/// so re-evaluating the view re-installs it without subscribing twice.
@MainActor final class ObjectSubscription {
    private weak var owner: ViewNode?
    private var object: AnyObject?
    private var cancellable: AnyCancellable?

    /// Subscribes `node` to `object`, replacing a subscription to another object.
    func connect<ObjectType: ObservableObject>(_ object: ObjectType, to node: ViewNode) {
        owner = node
        guard self.object !== object else { return }
        self.object = object
        let reference = OwnerReference(self)
        cancellable = object.objectWillChange.sink { _ in reference.invalidate() }
    }

    fileprivate func invalidateOwner() {
        guard let owner, let evaluator = owner.evaluator else { return }
        evaluator.invalidate(owner, transaction: Transaction.current ?? Transaction())
    }
}

extension PropertyInstallation {
    /// Subscribes this property's view to `object`.
    func observe<ObjectType: ObservableObject>(_ object: ObjectType) {
        evaluator.storage(for: storageKey + "#objectWillChange") { ObjectSubscription() }
            .connect(object, to: node)
    }
}

/// Lets the publisher's callback, which may run outside the main actor's static context,
/// reach the subscription; the runtime's models change on the main thread, as in SwiftUI.
private final class OwnerReference: @unchecked Sendable {
    private weak var subscription: ObjectSubscription?
    init(_ subscription: ObjectSubscription) { self.subscription = subscription }

    nonisolated func invalidate() {
        MainActor.assumeIsolated { subscription?.invalidateOwner() }
    }
}
