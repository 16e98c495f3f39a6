// The gesture modifiers: each wraps a gesture in one that would call the action at some
// point of the gesture. In Galley no gesture is performed, so the actions never run.

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    nonisolated public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self)
    }

    /// Adds an action to perform when the gesture's value changes.
    nonisolated public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self>
    where Value: Equatable {
        _ChangedGesture(content: self)
    }

    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    nonisolated public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self)
    }

    /// Updates the provided gesture state property as the gesture's value changes.
    nonisolated public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// Combines a gesture with keyboard modifiers.
    nonisolated public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
        _ModifiersGesture(content: self)
    }
}

extension Gesture where Body == Never {
    /// A primitive gesture has no body.
    nonisolated public var body: Never { primitiveBody(Self.self) }
}

/// A gesture that calls an action when its content ends.
@frozen nonisolated public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
}

/// A gesture that calls an action when its content's value changes.
@frozen nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    let content: Content
}

/// A gesture whose value is its content's, transformed.
@frozen nonisolated public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
}

/// A gesture that requires keyboard modifiers.
@frozen nonisolated public struct _ModifiersGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
}

/// A gesture that updates the state provided by a gesture's updating callback.
@frozen nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The type representing the gesture's value.
    public typealias Value = Base.Value

    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state of
    /// the gesture, and a transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    public init(
        base: Base, state: GestureState<State>,
        body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.body = body
    }
}
