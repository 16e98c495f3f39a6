/// The destinations registered with `navigationDestination(for:destination:)` inside the
/// root of the navigation stack being evaluated, by the type of value they present.
///
/// A stack makes one while it evaluates its root (`collecting`) and then looks up a
/// destination for each value of its path. Registrations made while no stack collects them
/// (a destination outside any stack, or a subtree evaluated again on its own later) are not
/// recorded: the stack keeps the destinations of its last full evaluation.
@MainActor final class NavigationDestinations {
    typealias Destination = @MainActor (Any, Evaluator, ViewNode, EvaluationContext) -> Void

    private var destinations: [ObjectIdentifier: Destination] = [:]

    /// The registry of the stack whose root is being evaluated.
    private static var current: NavigationDestinations?

    /// Runs `body` with this registry collecting the destinations registered inside it.
    func collecting(_ body: () -> Void) {
        let outer = Self.current
        Self.current = self
        defer { Self.current = outer }
        body()
    }

    /// Registers `destination` for values of type `D` with the stack being evaluated, unless
    /// a closer registration for the type was made already (the first one found wins).
    static func register<D: Hashable, C: View>(_ type: D.Type, _ destination: @escaping (D) -> C) {
        guard let current, current.destinations[ObjectIdentifier(D.self)] == nil else { return }
        current.destinations[ObjectIdentifier(D.self)] = { value, evaluator, parent, context in
            guard let value = value as? D else { return }
            evaluator.evaluate(destination(value), parent: parent, context: context)
        }
    }

    /// The destination for a path value, by its dynamic type.
    func destination(for value: Any) -> Destination? {
        destinations[ObjectIdentifier(type(of: value))]
    }
}
