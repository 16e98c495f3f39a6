// expect-error: main actor-isolated property 'mainContext' can not be referenced from a nonisolated context
import Foundation
import SwiftData

@Model
final class PantryItem {
    var name: String
    init(name: String) { self.name = name }
}

/// Seeding from a background function: `mainContext` belongs to the main actor.
func seedPantry(into container: ModelContainer) {
    container.mainContext.insert(PantryItem(name: "Rice"))
}
