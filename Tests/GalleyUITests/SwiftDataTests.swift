import Foundation
import GalleyUniformTypeIdentifiers
import Observation
import Testing

@testable import GalleySwiftData
@testable import GalleyUI

// SwiftPM builds GalleySwiftData without its macros (the plugin is loaded only by the runtime
// build), so these models spell out what `@Model` generates; SwiftDataSnippetTests runs the macro.

private final class Trip: PersistentModel {
    let _$backingData = _ModelBackingData(entityName: "Trip")
    static var schemaMetadata: [Schema.PropertyMetadata] {
        [
            Schema.PropertyMetadata(name: "name", keypath: \Trip.name, metadata: Schema.Attribute(.unique)),
            Schema.PropertyMetadata(name: "days", keypath: \Trip.days),
            Schema.PropertyMetadata(
                name: "stops", keypath: \Trip.stops, metadata: Schema.Relationship(deleteRule: .cascade)),
        ]
    }
    nonisolated func access<M>(keyPath: KeyPath<Trip, M>) { _$backingData.access(self, keyPath: keyPath) }
    nonisolated func withMutation<M, R>(keyPath: KeyPath<Trip, M>, _ mutation: () throws -> R) rethrows -> R {
        try _$backingData.withMutation(self, keyPath: keyPath, mutation)
    }

    private var _name: String
    var name: String {
        get {
            access(keyPath: \.name)
            return _name
        }
        set { withMutation(keyPath: \.name) { _name = newValue } }
    }
    private var _days: Int
    var days: Int {
        get {
            access(keyPath: \.days)
            return _days
        }
        set { withMutation(keyPath: \.days) { _days = newValue } }
    }
    private var _stops: [Stop] = []
    var stops: [Stop] {
        get {
            access(keyPath: \.stops)
            return _stops
        }
        set { withMutation(keyPath: \.stops) { _stops = newValue } }
    }

    init(name: String, days: Int, stops: [Stop] = []) {
        _name = name
        _days = days
        _stops = stops
    }
}

private final class Stop: PersistentModel {
    let _$backingData = _ModelBackingData(entityName: "Stop")
    static var schemaMetadata: [Schema.PropertyMetadata] {
        [Schema.PropertyMetadata(name: "city", keypath: \Stop.city)]
    }
    let city: String
    init(city: String) { self.city = city }
}

private struct TripList: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Trip.days, order: .reverse) private var trips: [Trip]
    @Query(filter: #Predicate<Trip> { $0.days < 5 }) private var shortTrips: [Trip]

    var body: some View {
        VStack {
            Text("trips \(trips.map(\.name).joined(separator: ","))")
            Text("short \(shortTrips.count)")
        }
        .onAppear {
            modelContext.insert(Trip(name: "Lisbon", days: 4))
            modelContext.insert(Trip(name: "Kyoto", days: 10))
        }
        .onChange(of: trips.count) { _, count in
            if count == 2 { trips.last?.days = 12 }
        }
    }
}

private struct ContextReader: View {
    @Environment(\.modelContext) private var modelContext
    var body: some View {
        let count = (try? modelContext.fetchCount(FetchDescriptor<Trip>())) ?? -1
        Text("default context sees \(count)")
    }
}

private struct Counter: View {
    @State private var taps = 0
    // Without the `@Query` macro (see above), the wrapper's model type is spelled out.
    @Query<Trip, [Trip]> private var trips: [Trip]
    @Environment(\.modelContext) private var modelContext

    init() { _trips = Query(filter: nil, sort: [SortDescriptor(\Trip.name)]) }

    var body: some View {
        Text("taps \(taps) trips \(trips.count)")
            .onAppear {
                modelContext.insert(Trip(name: "Oslo", days: 3))
                taps += 1
            }
    }
}

private struct TripApp: App {
    var body: some Scene {
        DocumentGroup(editing: Trip.self, contentType: .data) {
            TripList()
        } prepareDocument: { context in
            context.insert(Trip(name: "Template", days: 1))
        }
    }
}

/// SwiftData in memory: contexts, containers, `@Query` and observed models.
@MainActor @Suite struct SwiftDataTests {
    private func container() throws -> ModelContainer {
        try ModelContainer(for: Trip.self, Stop.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    }

    @Test func contextInsertsFetchesSortsFiltersAndDeletes() throws {
        let context = ModelContext(try container())
        for (name, days) in [("Rome", 5), ("Oslo", 3), ("Cairo", 9)] { context.insert(Trip(name: name, days: days)) }
        let byDays = try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.days)]))
        #expect(byDays.map(\.name) == ["Oslo", "Rome", "Cairo"])
        let long = try context.fetch(
            FetchDescriptor<Trip>(
                predicate: #Predicate { $0.days > 4 }, sortBy: [SortDescriptor(\.name, order: .reverse)]))
        #expect(long.map(\.name) == ["Rome", "Cairo"])
        var page = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])
        page.fetchOffset = 1
        page.fetchLimit = 1
        #expect(try context.fetch(page).map(\.name) == ["Oslo"])
        context.delete(byDays[0])
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 2)
        #expect(byDays[0].isDeleted)
        try context.delete(model: Trip.self, where: #Predicate { $0.name == "Rome" })
        #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Cairo"])
        #expect(byDays[2].modelContext === context)
    }

    @Test func saveMovesChangesIntoTheContainerAndRollbackDiscardsThem() throws {
        let store = try container()
        let writer = ModelContext(store)
        let reader = ModelContext(store)
        let trip = Trip(name: "Rome", days: 5)
        writer.insert(trip)
        #expect(writer.hasChanges)
        #expect(try reader.fetchCount(FetchDescriptor<Trip>()) == 0, "unsaved inserts stay in their context")
        try writer.save()
        #expect(!writer.hasChanges)
        #expect(try reader.fetch(FetchDescriptor<Trip>()).first === trip)
        trip.days = 6
        #expect(writer.hasChanges && trip.hasChanges)
        try writer.save()
        writer.insert(Trip(name: "Oslo", days: 2))
        writer.delete(trip)
        writer.rollback()
        #expect(!writer.hasChanges)
        #expect(try writer.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Rome"])
        #expect(!trip.isDeleted)
    }

    @Test func uniqueAttributesReplaceAndCascadeRelationshipsDelete() throws {
        let context = ModelContext(try container())
        let rome = Trip(name: "Rome", days: 5, stops: [Stop(city: "Florence"), Stop(city: "Siena")])
        context.insert(rome)
        #expect(try context.fetchCount(FetchDescriptor<Stop>()) == 2, "inserting a model inserts what it refers to")
        context.insert(Trip(name: "Rome", days: 8))
        #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.days) == [8], "a unique name replaces the trip")
        #expect(try context.fetchCount(FetchDescriptor<Stop>()) == 2, "a replaced model's relationships stay")
        let kyoto = Trip(name: "Kyoto", days: 10, stops: [Stop(city: "Nara")])
        context.insert(kyoto)
        context.delete(kyoto)
        #expect(try context.fetch(FetchDescriptor<Stop>()).map(\.city) == ["Florence", "Siena"])
    }

    @Test func modelPropertyChangesAreObserved() {
        let trip = Trip(name: "Rome", days: 5)
        let changes = ChangeCount()
        withObservationTracking {
            _ = trip.days
        } onChange: {
            changes.count += 1
        }
        trip.name = "Roma"
        #expect(changes.count == 0, "only what was read is tracked")
        trip.days = 6
        #expect(changes.count == 1)
    }

    @Test func queryInAViewSeesInsertedModelsAndIsEvaluatedAgain() {
        let outline = GalleyRuntime.outline(TripList().modelContainer(for: Trip.self, inMemory: true))
        // Inserted in onAppear (Kyoto 10, Lisbon 4); then onChange lengthens the last trip (Lisbon) to 12,
        // which the sort and the filter see.
        #expect(outline.contains("Text \"trips Lisbon,Kyoto\""), "\(outline)")
        #expect(outline.contains("Text \"short 0\""), "\(outline)")
    }

    @Test func theDefaultContextHasNoSchemaAndFetchesNothing() {
        #expect(GalleyRuntime.outline(ContextReader()).contains("default context sees 0"))
    }

    @Test func aViewsContainerOutlivesItsEvaluations() {
        let outline = GalleyRuntime.outline(Counter().modelContainer(for: [Trip.self]))
        #expect(outline.contains("Text \"taps 1 trips 1\""), "\(outline)")
    }

    @Test func modelContextAndContainerModifiersReachQueries() throws {
        let store = try container()
        store.mainContext.insert(Trip(name: "Nice", days: 2))
        #expect(GalleyRuntime.outline(ContextReader().modelContainer(store)).contains("sees 1"))
        let other = ModelContext(store)
        #expect(GalleyRuntime.outline(ContextReader().modelContext(other)).contains("sees 0"))
    }

    @Test func anEditingDocumentGroupOpensWithAPreparedDocument() {
        let outline = GalleyRuntime.outline(app: TripApp())
        #expect(outline.contains("Text \"trips Kyoto,Lisbon,Template\""), "\(outline)")
    }
}

private final class ChangeCount: @unchecked Sendable {
    var count = 0
}
