/// An instance that matches a sequence of events to a gesture, and returns a stream of
/// values for each of its states.
///
/// In Galley gestures are declared, composed and attached, and the attachment is recorded in
/// the evaluated tree, but no event ever arrives: their actions never run and a
/// `@GestureState` keeps its initial value.
@MainActor @preconcurrency public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture
    /// The content and behavior of the gesture.
    var body: Body { get }
}

extension Never: Gesture {
    /// `Never` is the body of primitive gestures, which have none.
    public typealias Value = Never
}

/// A type-erased gesture.
@frozen nonisolated public struct AnyGesture<Value>: Gesture {
    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {}

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody(Self.self) }
}
