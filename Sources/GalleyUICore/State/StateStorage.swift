/// The persistent home of one `@State` (or `@FocusState`) value: created the first time the
/// owning view is evaluated at its position, kept while the view stays in the tree.
///
/// Writing the value invalidates the owning view within the current transaction.
package final class StateStorage<Value> {
    package var value: Value {
        didSet { notifyOwner() }
    }
    package weak var owner: ViewNode?

    package init(_ value: Value) { self.value = value }

    private func notifyOwner() {
        guard let owner else { return }
        let transaction = Transaction.current ?? Transaction()
        let node = UncheckedNode(owner)
        MainActor.assumeIsolated {
            node.node.evaluator?.invalidate(node.node, transaction: transaction)
        }
    }
}

/// Carries a node reference into `MainActor.assumeIsolated`, which state writes reach from
/// nonisolated property-wrapper setters; the runtime only runs on the main thread.
private struct UncheckedNode: @unchecked Sendable {
    let node: ViewNode
    init(_ node: ViewNode) { self.node = node }
}

/// The link between one instance of a state property wrapper and its persistent storage.
package final class StateBox<Value> {
    private let initialValue: Value
    package private(set) var storage: StateStorage<Value>?
    private lazy var unlinked = StateStorage(initialValue)

    package init(_ initialValue: Value) { self.initialValue = initialValue }

    /// The storage in use: the persistent one once installed in a view, else a local one
    /// (SwiftUI likewise ignores state of a view that is not in a tree).
    package var current: StateStorage<Value> { storage ?? unlinked }

    /// The stored value, read and written through the storage in use.
    package var value: Value {
        get { current.value }
        set { current.value = newValue }
    }

    /// A binding to the storage in use now (a later install does not redirect it).
    package var binding: Binding<Value> {
        let storage = current
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }

    @MainActor package func install(_ installation: PropertyInstallation, storageKey: String? = nil) {
        let initialValue = initialValue
        let storage = installation.evaluator.storage(for: storageKey ?? installation.storageKey) {
            StateStorage(initialValue)
        }
        storage.owner = installation.node
        self.storage = storage
    }
}
