import Foundation

/// A type that describes how to animate a property of a view: its `animatableData` is the
/// vector that an animation interpolates.
///
/// Galley draws no frames, so nothing reads or writes `animatableData` during an update;
/// the property is an ordinary value for code that uses it directly.
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// A view modifier whose parameters are animatable.
public typealias AnimatableModifier = Animatable & ViewModifier

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
