import Testing

@testable import GalleyUI

private final class Basket: ObservableObject {
    @Published var items: [String] = []
    @Published var note = ""
    var createdCount = 0
}

@MainActor private final class Counter: ObservableObject {
    static var made = 0
    @Published var value = 0
    init() { Counter.made += 1 }
}

private struct CounterOwner: View {
    @StateObject private var counter = Counter()
    @State private var ticks = 0
    var body: some View {
        VStack {
            Text("value \(counter.value) ticks \(ticks)")
            CounterLabel(counter: counter)
        }
        .onAppear {
            counter.value += 1
            ticks += 1
        }
    }
}

private struct CounterLabel: View {
    @ObservedObject var counter: Counter
    var body: some View { Text("label \(counter.value)") }
}

private struct BasketSummary: View {
    @EnvironmentObject var basket: Basket
    var body: some View { Text(basket.items.joined(separator: ",")) }
}

private struct BasketEditor: View {
    @StateObject private var basket = Basket()
    var body: some View {
        VStack {
            BasketSummary()
            Toggle("Gift", isOn: .constant(false))
        }
        .environmentObject(basket)
        .onAppear { basket.items.append("pear") }
    }
}

/// The `ObservableObject` family: `@Published` announces changes on `objectWillChange`,
/// and views holding the object through `@StateObject`, `@ObservedObject` or
/// `@EnvironmentObject` are evaluated again.
@MainActor @Suite struct ObservableObjectTests {
    @Test func publishedSendsWillChangeBeforeTheValueChanges() {
        let basket = Basket()
        var seen: [String] = []
        let willChange = basket.objectWillChange.sink { _ in seen.append("will: \(basket.note)") }
        let values = basket.$note.sink { seen.append("value: \($0)") }
        basket.note = "fragile"
        #expect(seen == ["value: ", "will: ", "value: fragile"])
        #expect(basket.note == "fragile")
        willChange.cancel()
        basket.note = "again"
        #expect(seen.last == "value: again")
        #expect(!seen.contains("will: fragile"))
        _ = values
    }

    @Test func objectWillChangeIsOnePublisherPerObject() {
        let basket = Basket()
        #expect(basket.objectWillChange === basket.objectWillChange)
        #expect(Basket().objectWillChange !== basket.objectWillChange)
    }

    @Test func stateObjectIsCreatedOnceAndChangesReevaluate() {
        Counter.made = 0
        let outline = GalleyRuntime.outline(CounterOwner())
        #expect(outline.contains("Text \"value 1 ticks 1\""))
        #expect(outline.contains("Text \"label 1\""))
        #expect(Counter.made == 1)
    }

    @Test func environmentObjectReachesDescendantsAndRecordsTheRead() {
        let outline = GalleyRuntime.outline(BasketEditor())
        #expect(outline.contains(".environmentObject Basket = Basket"))
        #expect(outline.contains("BasketSummary  ← Basket = Basket"))
        #expect(outline.contains("Text \"pear\""))
    }

    @Test func environmentObjectIsKeptApartFromObservableObjects() {
        var environment = EnvironmentValues()
        environment[environmentObject: Basket.self] = Basket()
        #expect(environment[environmentObject: Basket.self] != nil)
        #expect(environment.description == "[Basket = Basket]")
    }

    @Test func wrapperMakesBindingsToProperties() {
        let basket = Basket()
        let binding = ObservedObject(wrappedValue: basket).projectedValue.note
        binding.wrappedValue = "wrapped"
        #expect(basket.note == "wrapped")
    }
}

/// The missing-object trap needs its own process: it is a `fatalError`, as in SwiftUI.
@Suite struct EnvironmentObjectTrapTests {
    @Test func readingAMissingEnvironmentObjectTraps() throws {
        let source = """
            import SwiftUI

            final class Session: ObservableObject {
                @Published var user = "ana"
            }

            struct Greeting: View {
                @EnvironmentObject var session: Session
                var body: some View { Text(session.user) }
            }

            print("before")
            GalleyRuntime.run(Greeting())
            """
        #expect {
            try SnippetCompiler.run(source)
        } throws: { error in
            guard case .run(let status, let log) = error as? SnippetCompiler.SnippetError else {
                return false
            }
            return status != 0
                && log.contains(
                    "No ObservableObject of type Session found. A View.environmentObject(_:) for Session may be missing as an ancestor of this view."
                )
        }
    }
}
