import Foundation

// Attaching gestures. The attachment is recorded in the evaluated tree with the gesture's
// type; no event reaches it, so its actions never run.

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        inert(".gesture", String(describing: T.self))
    }

    /// Attaches a gesture to the view with a lower precedence than gestures defined by the
    /// view, enabled or not.
    nonisolated public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        inert(".gesture", String(describing: T.self) + (isEnabled ? "" : " disabled"))
    }

    /// Attaches a named gesture to the view with a lower precedence than gestures defined by the view.
    nonisolated public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        inert(".gesture", "\"\(name)\" " + String(describing: T.self) + (isEnabled ? "" : " disabled"))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> some View
    {
        inert(".simultaneousGesture", String(describing: T.self))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the
    /// view, enabled or not.
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        inert(".simultaneousGesture", String(describing: T.self) + (isEnabled ? "" : " disabled"))
    }

    /// Attaches a named gesture to the view to process simultaneously with gestures defined by the view.
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
        -> some View
    {
        inert(".simultaneousGesture", "\"\(name)\" " + String(describing: T.self) + (isEnabled ? "" : " disabled"))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> some View
    {
        inert(".highPriorityGesture", String(describing: T.self))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the
    /// view, enabled or not.
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        inert(".highPriorityGesture", String(describing: T.self) + (isEnabled ? "" : " disabled"))
    }

    /// Attaches a named gesture to the view with a higher precedence than gestures defined by the view.
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
        -> some View
    {
        inert(".highPriorityGesture", "\"\(name)\" " + String(describing: T.self) + (isEnabled ? "" : " disabled"))
    }

    /// Adds an action to perform when this view recognizes a tap gesture. Never tapped in Galley.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        inert(".onTapGesture", count == 1 ? nil : "count: \(count)")
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides the
    /// action with the location of the interaction. Never tapped in Galley.
    nonisolated public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        inert(".onTapGesture", count == 1 ? nil : "count: \(count)")
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides the
    /// action with the location of the interaction. Never tapped in Galley.
    nonisolated public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        inert(".onTapGesture", count == 1 ? nil : "count: \(count)")
    }

    /// Adds an action to perform when this view recognizes a long press gesture. Never
    /// pressed in Galley.
    nonisolated public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        inert(".onLongPressGesture", "\(minimumDuration)s")
    }

    /// Adds an action to perform when this view recognizes a long press gesture, with the
    /// `pressing` closure first: the form SwiftUI deprecated in 2023. Never pressed in Galley.
    @_disfavoredOverload
    nonisolated public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        inert(".onLongPressGesture", "\(minimumDuration)s")
    }

    /// Configures the view's preference for system gestures that conflict with its own, on
    /// the given edges.
    nonisolated public func defersSystemGestures(on edges: Edge.Set) -> some View {
        inert(".defersSystemGestures")
    }

    /// Configures whether this view participates in hit test operations.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
        inert(".allowsHitTesting", "\(enabled)")
    }

    /// Sets the content shape for this view for the given kinds of interaction.
    nonisolated public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
        -> some View
    {
        inert(".contentShape", "\(S.self)")
    }
}
