import Foundation

extension View {
    /// Adds an action to be performed when a value, created from a geometry proxy, changes.
    ///
    /// Galley lays nothing out, so a view's geometry never changes: the modifier is recorded
    /// and neither closure is called.
    @preconcurrency nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View {
        inert(".onGeometryChange", "\(T.self)")
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes;
    /// the action sees the old and new values. Recorded: neither closure is called.
    @preconcurrency nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        inert(".onGeometryChange", "\(T.self)")
    }
}
