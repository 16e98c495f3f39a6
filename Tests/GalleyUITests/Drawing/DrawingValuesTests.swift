import Foundation
import Testing

@testable import GalleyUI

/// The value types of drawing: angles, vector arithmetic, affine transforms, unit curves.
@Suite struct DrawingValuesTests {
    @Test func angleConvertsAndAdds() {
        var angle = Angle.degrees(90) + .radians(.pi / 2)
        #expect(abs(angle.degrees - 180) < 1e-9)
        angle *= 0.5
        #expect(abs(angle.radians - .pi / 2) < 1e-9)
        #expect(-Angle.degrees(30) < .zero)
    }

    @Test func animatablePairsInterpolateComponentwise() {
        let start = AnimatablePair(0.0, CGFloat(10))
        let end = AnimatablePair(4.0, CGFloat(20))
        let middle = start.interpolated(towards: end, amount: 0.25)
        #expect(middle.first == 1 && middle.second == 12.5)
        #expect(end.magnitudeSquared == 416)
        var rect = CGRect(x: 0, y: 0, width: 2, height: 2)
        rect.animatableData = rect.animatableData.scaled(by: 3)
        #expect(rect == CGRect(x: 0, y: 0, width: 6, height: 6))
    }

    @Test func affineTransformsComposeAndInvert() {
        let transform = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        // Translating first, then scaling: (0, 0) → (1, 1) → (2, 3).
        #expect(CGPoint.zero.applying(transform) == CGPoint(x: 2, y: 3))
        let back = CGPoint(x: 2, y: 3).applying(transform.inverted())
        #expect(abs(back.x) < 1e-12 && abs(back.y) < 1e-12)
        #expect(CGAffineTransform.identity.isIdentity)
    }

    @Test func unitCurvesRunFromZeroToOne() {
        for curve in [UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseInOut] {
            #expect(abs(curve.value(at: 0)) < 1e-9 && abs(curve.value(at: 1) - 1) < 1e-9)
        }
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        #expect(UnitCurve.easeIn.value(at: 0.5) < 0.5)
        #expect(abs(UnitCurve.easeIn.inverse.value(at: UnitCurve.easeIn.value(at: 0.3)) - 0.3) < 1e-6)
        #expect(abs(UnitCurve.linear.velocity(at: 0.4) - 1) < 1e-6)
    }
}
