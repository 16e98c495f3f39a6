import GalleyUI
import Testing

private struct Counter: View {
    @State private var count = 0
    let log: LifecycleLog
    var body: some View {
        Text("count \(count)")
            .onChange(of: count) { newValue in log.lines.append("perform \(newValue)") }
            .onChange(of: count) { oldValue, newValue in log.lines.append("old \(oldValue) new \(newValue)") }
            .onChange(of: count, initial: true) { log.lines.append("initial or changed") }
            .onAppear { count += 1 }
    }
}

private struct Ticker: View {
    let pulses: PassthroughSubject<Int, Never>
    @State private var total = 0
    var body: some View {
        Text("total \(total)")
            .onAppear {
                pulses.send(2)
                pulses.send(3)
            }
            .onReceive(pulses) { total += $0 }
    }
}

private final class Thermometer: ObservableObject {
    @Published var degrees = 21
}

private struct Reading: View {
    @StateObject private var thermometer = Thermometer()
    @State private var shown = "none"
    var body: some View {
        Text(shown)
            .onReceive(thermometer.$degrees) { shown = "\($0)°" }
            .onReceive(Just("ready")) { _ in thermometer.degrees += 1 }
    }
}

private struct LateSender: View {
    @StateObject private var thermometer = Thermometer()
    let log: LifecycleLog
    var body: some View {
        Text("\(thermometer.degrees)")
            .onReceive(thermometer.$degrees.dropFirst()) { log.lines.append("received \($0)") }
            .onAppear { thermometer.degrees = 30 }
    }
}

/// Kept by reference, so that actions a view captures write where the test reads.
private final class LifecycleLog {
    var lines: [String] = []
}

/// The lifecycle modifiers: every `onChange` form fires when the value differs on
/// re-evaluation, and `onReceive` hands synchronous publishers' values to the view.
@MainActor @Suite struct LifecycleTests {
    @Test func everyOnChangeFormFiresAfterTheValueChanges() {
        let log = LifecycleLog()
        let outline = GalleyRuntime.outline(Counter(log: log))
        #expect(outline.contains("Text \"count 1\""))
        #expect(log.lines == ["initial or changed", "initial or changed", "old 0 new 1", "perform 1"])
    }

    @Test func onReceiveDeliversSubjectValuesSentAfterTheViewAppears() {
        let outline = GalleyRuntime.outline(Ticker(pulses: PassthroughSubject()))
        #expect(outline.contains("Text \"total 5\""))
        #expect(outline.contains(".onReceive PassthroughSubject<Int, Never>"))
    }

    @Test func onReceiveSubscribesBeforeAppearanceActionsRun() {
        let log = LifecycleLog()
        let outline = GalleyRuntime.outline(LateSender(log: log))
        #expect(outline.contains("Text \"30\""))
        #expect(log.lines == ["received 30"])
    }

    @Test func onReceiveGetsAPublishedValueOnAppearanceAndEachChange() {
        let outline = GalleyRuntime.outline(Reading())
        #expect(outline.contains("Text \"22°\""))
    }
}
