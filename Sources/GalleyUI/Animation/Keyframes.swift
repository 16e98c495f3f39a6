import Foundation

// Keyframes describe how a value changes over time. Galley plays no animation, so keyframe
// animators show their initial value and their keyframes are type-checked but never played;
// the builders keep only how many tracks and keyframes there are. The keyframe types are
// their own bodies; their `body` returns `self` explicitly, so that the builder attached to
// the protocol requirement is not applied to it.

/// A type that defines changes to a value over time.
public protocol Keyframes<Value> {
    /// The type of value animated by this keyframes type.
    associatedtype Value = Self.Body.Value
    /// The type of keyframes representing the body of this type.
    associatedtype Body: Keyframes
    /// The composition of content that comprise the keyframes.
    @KeyframesBuilder<Value> var body: Self.Body { get }
}

/// A group of keyframes that define an interpolation curve of an animatable value.
public protocol KeyframeTrackContent<Value> {
    /// The type of value animated by the keyframes.
    associatedtype Value: Animatable = Self.Body.Value
    /// The type of content representing the body of this type.
    associatedtype Body: KeyframeTrackContent
    /// The composition of content that comprise the keyframe track.
    @KeyframeTrackContentBuilder<Value> var body: Self.Body { get }
}

/// Keyframes built by a builder: how many tracks they hold.
public struct _KeyframeTracks<Value>: Keyframes {
    let count: Int
    /// Built keyframes are their own body.
    public var body: _KeyframeTracks<Value> {
        return self
    }
}

/// Keyframes built by a track builder: how many keyframes they hold.
public struct _KeyframeSegments<Value: Animatable>: KeyframeTrackContent {
    let count: Int
    /// Built keyframes are their own body.
    public var body: _KeyframeSegments<Value> {
        return self
    }
}

/// A sequence of keyframes animating a single property of a root type.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Value {
    let content: Content

    /// Creates an instance that animates the property of the root value at the given key path.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.content = content()
    }

    /// Creates an instance that animates the entire value from the root of the key path.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.content = content()
    }

    /// A track is its own body.
    public var body: KeyframeTrack<Root, Value, Content> {
        return self
    }
}

/// A keyframe that uses simple linear interpolation.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value and timestamp.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
    /// A keyframe is its own body.
    public var body: LinearKeyframe<Value> {
        return self
    }
}

/// A keyframe that uses a spring function to interpolate to the given value.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value and timestamp.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
    /// A keyframe is its own body.
    public var body: SpringKeyframe<Value> {
        return self
    }
}

/// A keyframe that uses a cubic curve to smoothly interpolate between values.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value and timestamp.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
    /// A keyframe is its own body.
    public var body: CubicKeyframe<Value> {
        return self
    }
}

/// A keyframe that immediately moves to the given value without interpolating.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// Creates a new keyframe using the given value.
    public init(_ to: Value) {}
    /// A keyframe is its own body.
    public var body: MoveKeyframe<Value> {
        return self
    }
}

/// The builder that creates keyframe sequences.
@resultBuilder public enum KeyframesBuilder<Value> {
    public static func buildExpression<V, C: KeyframeTrackContent>(_ expression: KeyframeTrack<Value, V, C>)
        -> _KeyframeTracks<Value>
    {
        _KeyframeTracks(count: 1)
    }
    @_disfavoredOverload
    public static func buildExpression<K: Keyframes>(_ expression: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(count: 1)
    }
    public static func buildBlock(_ components: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
        _KeyframeTracks(count: components.reduce(0) { $0 + $1.count })
    }
    public static func buildArray(_ components: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
        _KeyframeTracks(count: components.reduce(0) { $0 + $1.count })
    }
    public static func buildOptional(_ component: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> {
        component ?? _KeyframeTracks(count: 0)
    }
    public static func buildEither(first component: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { component }
    public static func buildEither(second component: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { component }
}

/// The builder that creates keyframe track content from the keyframes that you define
/// within a closure.
@resultBuilder public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeSegments<Value>
    where K.Value == Value {
        _KeyframeSegments(count: 1)
    }
    public static func buildBlock(_ components: _KeyframeSegments<Value>...) -> _KeyframeSegments<Value> {
        _KeyframeSegments(count: components.reduce(0) { $0 + $1.count })
    }
    public static func buildArray(_ components: [_KeyframeSegments<Value>]) -> _KeyframeSegments<Value> {
        _KeyframeSegments(count: components.reduce(0) { $0 + $1.count })
    }
    public static func buildOptional(_ component: _KeyframeSegments<Value>?) -> _KeyframeSegments<Value> {
        component ?? _KeyframeSegments(count: 0)
    }
    public static func buildEither(first component: _KeyframeSegments<Value>) -> _KeyframeSegments<Value> {
        component
    }
    public static func buildEither(second component: _KeyframeSegments<Value>) -> _KeyframeSegments<Value> {
        component
    }
}

/// A description of how a value changes over time, modeled using keyframes.
///
/// Galley does not interpolate keyframes (see above): a timeline keeps its initial value,
/// and asking it for the value at any time or progress gives that value.
public struct KeyframeTimeline<Value> {
    let initialValue: Value

    /// Creates a new instance using the initial value and content that you provide.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        _ = content()
    }

    /// Returns the interpolated value at the given time: the initial value, in Galley.
    public func value(time: Double) -> Value { initialValue }

    /// Returns the interpolated value at the given progress: the initial value, in Galley.
    public func value(progress: Double) -> Value { initialValue }
}
