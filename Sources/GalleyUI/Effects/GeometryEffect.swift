import Foundation

/// A 3×3 projective transformation matrix.
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// Creates the identity transform.
    public init() {}

    /// Creates a transform equal to an affine transform.
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine (its last column is 0, 0, 1).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The transform that applies `self`, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        // Element types are spelled out: inferred, this product is slow to type-check.
        let a: [[CGFloat]] = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
        let b: [[CGFloat]] = [
            [rhs.m11, rhs.m12, rhs.m13], [rhs.m21, rhs.m22, rhs.m23], [rhs.m31, rhs.m32, rhs.m33],
        ]
        var c: [[CGFloat]] = Array(repeating: Array(repeating: 0, count: 3), count: 3)
        for i in 0..<3 {
            for j in 0..<3 {
                var sum: CGFloat = 0
                for k in 0..<3 { sum += a[i][k] * b[k][j] }
                c[i][j] = sum
            }
        }
        var result = ProjectionTransform()
        (result.m11, result.m12, result.m13) = (c[0][0], c[0][1], c[0][2])
        (result.m21, result.m22, result.m23) = (c[1][0], c[1][1], c[1][2])
        (result.m31, result.m32, result.m33) = (c[2][0], c[2][1], c[2][2])
        return result
    }
}

/// An effect that changes the visual appearance of a view, largely without changing its
/// ancestors or descendants.
///
/// SwiftUI requires a geometry effect's body to be `Never`; GalleyUI gives it a body that is
/// its content, so the evaluator has something to evaluate (the effect itself is recorded
/// as a node named after its type, and `effectValue(size:)` is never called).
nonisolated public protocol GeometryEffect: Animatable, ViewModifier {
    /// Returns the current value of the effect.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The content, unchanged: Galley draws nothing.
    public func body(content: Content) -> some View { content }
}
