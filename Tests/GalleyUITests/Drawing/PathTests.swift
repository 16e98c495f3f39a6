import Foundation
import Testing

@testable import GalleyUI

/// Path geometry: building, bounds, hit tests, trimming, stroking and the text form.
@Suite struct PathTests {
    private let square = CGRect(x: 0, y: 0, width: 10, height: 10)

    @Test func rectangleIsFourLinesAndAClose() {
        #expect(Path(square).description == "0 0 m 10 0 l 10 10 l 0 10 l h")
    }

    @Test func boundsLeaveOutControlPointsTheCurveDoesNotReach() {
        let ellipse = Path(ellipseIn: CGRect(x: 2, y: 4, width: 10, height: 20))
        let bounds = ellipse.boundingRect
        #expect(abs(bounds.minX - 2) < 1e-9 && abs(bounds.maxX - 12) < 1e-9)
        #expect(abs(bounds.minY - 4) < 1e-9 && abs(bounds.maxY - 24) < 1e-9)
        let bump = Path { path in
            path.move(to: .zero)
            path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        }
        // The curve reaches half way to its control point.
        #expect(abs(bump.boundingRect.height - 5) < 1e-9)
        #expect(Path().boundingRect.isNull)
    }

    @Test func containsFollowsTheFillRule() {
        var rings = Path(CGRect(x: 0, y: 0, width: 30, height: 30))
        rings.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        let center = CGPoint(x: 15, y: 15)
        #expect(rings.contains(center))
        #expect(!rings.contains(center, eoFill: true))
        #expect(rings.contains(CGPoint(x: 5, y: 5), eoFill: true))
        #expect(!rings.contains(CGPoint(x: 35, y: 5)))
    }

    @Test func circlePathFitsTheShorterSide() {
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(circle.contains(CGPoint(x: 20, y: 10)))
        #expect(!circle.contains(CGPoint(x: 5, y: 10)))
        #expect(abs(circle.boundingRect.width - 20) < 1e-9)
    }

    @Test func roundedRectangleCutsItsCorners() {
        let rounded = RoundedRectangle(cornerRadius: 5).path(in: square)
        #expect(!rounded.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(rounded.contains(CGPoint(x: 5, y: 0.5)))
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 5).path(in: square)
        #expect(!uneven.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(uneven.contains(CGPoint(x: 9.9, y: 0.1)))
    }

    @Test func arcsTurnTheWayTheySay() {
        let counterclockwise = Path { path in
            path.addArc(
                center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        }
        #expect(close(counterclockwise.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(counterclockwise.boundingRect.maxY > 9.99)
        let clockwise = Path { path in
            path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        }
        // Three quarters of a turn the other way: through (0, -10) and (-10, 0).
        #expect(clockwise.boundingRect.minX < -9.99 && clockwise.boundingRect.minY < -9.99)
    }

    @Test func tangentArcEndsOnTheSecondLine() {
        let corner = Path { path in
            path.move(to: .zero)
            path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        }
        #expect(close(corner.currentPoint, CGPoint(x: 10, y: 2)))
    }

    @Test func trimmingKeepsAFractionOfTheLength() {
        #expect(Path(square).trimmedPath(from: 0, to: 0.5).description == "0 0 m 10 0 l 10 10 l")
        #expect(Path(square).trimmedPath(from: 0.25, to: 0.5).description == "10 0 m 10 10 l")
        #expect(Path(square).trimmedPath(from: 0.6, to: 0.4).isEmpty)
        let half = Circle().path(in: square).trimmedPath(from: 0, to: 0.5)
        #expect(close(half.currentPoint, CGPoint(x: 0, y: 5), tolerance: 0.05))
    }

    @Test func strokingCoversHalfTheWidthOnEachSide() {
        let line = Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 10, y: 0))
        }
        let butt = line.strokedPath(StrokeStyle(lineWidth: 2))
        #expect(butt.contains(CGPoint(x: 5, y: 0.9)) && butt.contains(CGPoint(x: 5, y: -0.9)))
        #expect(!butt.contains(CGPoint(x: 5, y: 1.1)))
        #expect(!butt.contains(CGPoint(x: 10.5, y: 0)))
        let square = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square))
        #expect(square.contains(CGPoint(x: 10.5, y: 0.5)))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 2]))
        #expect(dashed.contains(CGPoint(x: 1, y: 0)))
        #expect(!dashed.contains(CGPoint(x: 3, y: 0)))
        #expect(dashed.contains(CGPoint(x: 5, y: 0)))
    }

    @Test func miterJoinFillsTheOuterCorner() {
        let bend = Path { path in
            path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        }
        #expect(bend.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter)).contains(CGPoint(x: 10.9, y: -0.9)))
        #expect(!bend.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel)).contains(CGPoint(x: 10.9, y: -0.9)))
    }

    @Test func textFormRoundTrips() throws {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 3, y: 4))
        path.addCurve(to: CGPoint(x: 0.5, y: 1), control1: CGPoint(x: 7, y: 8), control2: CGPoint(x: 9, y: 10))
        path.closeSubpath()
        #expect(path.description == "1 2 m 3 4 5 6 q 7 8 9 10 0.5 1 c h")
        #expect(try #require(Path(path.description)) == path)
        #expect(Path("1 2 3 m") == nil)
        #expect(Path("0 0 4 5 re")?.boundingRect == CGRect(x: 0, y: 0, width: 4, height: 5))
    }

    @Test func transformsMoveEveryPoint() {
        let moved = Path(square).offsetBy(dx: 5, dy: -5)
        #expect(moved.boundingRect == CGRect(x: 5, y: -5, width: 10, height: 10))
        let turned = Path(square).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.boundingRect.minX + 10) < 1e-9)
    }

    private func close(_ point: CGPoint?, _ expected: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
        guard let point else { return false }
        return abs(point.x - expected.x) < tolerance && abs(point.y - expected.y) < tolerance
    }
}
