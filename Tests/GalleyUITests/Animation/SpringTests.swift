import Foundation
import Testing

@testable import GalleyUI

/// Spring motion, computed as a damped harmonic oscillator.
@Suite struct SpringTests {
    @Test func durationAndBounceRoundTrip() {
        let spring = Spring(duration: 0.4, bounce: 0.25)
        #expect(abs(spring.duration - 0.4) < 1e-9)
        #expect(abs(spring.bounce - 0.25) < 1e-9)
        #expect(abs(Spring(duration: 0.4, bounce: -0.5).bounce + 0.5) < 1e-9)
    }

    @Test func motionStartsAtZeroAndSettlesOnTheTarget() {
        for spring in [Spring.smooth, .snappy, .bouncy, Spring(duration: 0.5, bounce: -0.4)] {
            #expect(spring.value(target: 10.0, time: 0) == 0)
            #expect(abs(spring.value(target: 10.0, time: 5) - 10) < 1e-6)
        }
    }

    @Test func onlyABouncySpringOvershoots() {
        let times = stride(from: 0.0, through: 2, by: 0.01)
        #expect(times.map { Spring.bouncy.value(target: 1.0, time: $0) }.max()! > 1.01)
        #expect(times.map { Spring.smooth.value(target: 1.0, time: $0) }.max()! <= 1)
    }

    @Test func updateAdvancesAsTheClosedFormDoes() {
        let spring = Spring(mass: 1, stiffness: 120, damping: 8)
        var value = 0.0
        var velocity = 0.0
        for _ in 0..<30 { spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 0.01) }
        #expect(abs(value - spring.value(target: 1.0, time: 0.3)) < 1e-9)
        #expect(abs(velocity - spring.velocity(target: 1.0, time: 0.3)) < 1e-9)
    }

    @Test func settlingDurationIsWhenTheMotionStaysClose() {
        let spring = Spring.bouncy
        let settled = spring.settlingDuration
        #expect(settled > spring.duration && settled < 5)
        #expect(abs(spring.value(target: 1.0, time: settled) - 1) < 0.001)
    }
}
