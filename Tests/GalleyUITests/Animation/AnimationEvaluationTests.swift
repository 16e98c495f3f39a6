import Foundation
import Testing

@testable import GalleyUI

private struct Fade: Transition {
    @Environment(\.colorScheme) var colorScheme
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
}

private struct TransitionReader: View {
    @Environment(\.contentTransition) var transition
    var body: some View { Text(transition.description) }
}

private final class Calls: @unchecked Sendable {
    var renderer = 0
}

/// Animations evaluate what SwiftUI shows at rest: transitions in their identity phase,
/// animators with their first phase or initial value, timelines with their first entry.
@MainActor @Suite struct AnimationEvaluationTests {
    @Test func transitionBodyWrapsTheViewInTheIdentityPhase() {
        let outline = GalleyRuntime.outline(Text("hello").transition(Fade()))
        #expect(
            outline == """
                Window
                  .transition Fade
                    .opacity 1.0
                      Text "hello"
                """)
    }

    @Test func phaseAnimatorsShowTheirFirstPhase() {
        let outline = GalleyRuntime.outline(
            VStack {
                Text("pulse").phaseAnimator([0.5, 1.0]) { content, phase in content.opacity(phase) }
                PhaseAnimator([3, 4]) { phase in Text("\(phase)") }
                PhaseAnimator([Int]()) { phase in Text("\(phase)") }
            })
        #expect(
            outline == """
                Window
                  VStack
                    .phaseAnimator phase: 0.5
                      .opacity 0.5
                        Text "pulse"
                    PhaseAnimator phase: 3
                      Text "3"
                    PhaseAnimator no phases
                """)
    }

    @Test func keyframeAnimatorsShowTheirInitialValue() {
        let outline = GalleyRuntime.outline(
            Text("pop").keyframeAnimator(initialValue: 2.0, trigger: 0) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                KeyframeTrack {
                    LinearKeyframe(3.0, duration: 0.2)
                    SpringKeyframe(1.0)
                }
            })
        #expect(
            outline == """
                Window
                  .keyframeAnimator
                    .scaleEffect 2.0
                      Text "pop"
                """)
    }

    @Test func contentTransitionIsAnEnvironmentValue() {
        let outline = GalleyRuntime.outline(TransitionReader().contentTransition(.numericText()))
        #expect(outline.contains("TransitionReader  ← contentTransition = numericText(countsDown: false)"))
    }

    @Test func completionRunsRightAfterTheBody() {
        var order: [String] = []
        withAnimation(.bouncy) {
            order.append("body")
        } completion: {
            order.append("completion")
        }
        #expect(order == ["body", "completion"])
    }

    @Test func transactionCompletionsRunOnceAfterTheirBody() {
        var order: [String] = []
        var transaction = Transaction(animation: .default)
        transaction.addAnimationCompletion { order.append("completion") }
        withTransaction(transaction) {
            order.append("body")
            // A transaction derived inside the body does not run the outer completion again.
            withAnimation(.easeIn) { order.append("inner") }
        }
        #expect(order == ["body", "inner", "completion"])
        var unused = Transaction()
        unused.addAnimationCompletion { order.append("never") }
        #expect(!order.contains("never"))
    }

    @Test func timelineShowsItsScheduleFirstEntry() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let outline = GalleyRuntime.outline(
            TimelineView(.periodic(from: start, by: 3600)) { context in
                Text("\(Int(context.date.timeIntervalSince(start)) % 3600)")
            })
        #expect(outline.hasSuffix("Text \"0\""))
        let entries = PeriodicTimelineSchedule(from: start, by: 10)
            .entries(from: start.addingTimeInterval(25), mode: .normal).prefix(2)
        #expect(entries.map { $0.timeIntervalSince(start) } == [20, 30])
    }

    @Test func canvasNeverCallsItsRenderer() {
        let calls = Calls()
        let outline = GalleyRuntime.outline(Canvas { _, _ in calls.renderer += 1 })
        #expect(outline == "Window\n  Canvas")
        #expect(calls.renderer == 0)
    }

    @Test func graphicsContextKeepsItsStateAndOperations() {
        var context = GraphicsContext(size: CGSize(width: 50, height: 50))
        context.translateBy(x: 10, y: 0)
        context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
        context.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 20)))
        #expect(context.operations == ["fill 10 0 m 15 0 l 15 5 l 10 5 l h with red"])
        #expect(context.clipBoundingRect == CGRect(x: 10, y: 0, width: 20, height: 20))
    }

    @Test func visualEffectsAreRecordedFromOneCall() {
        let outline = GalleyRuntime.outline(
            Text("v").visualEffect { content, proxy in content.offset(x: proxy.size.width).opacity(0.5) })
        #expect(outline.contains(".visualEffect offset, opacity"))
    }
}
