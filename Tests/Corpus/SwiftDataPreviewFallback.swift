import SwiftData
import SwiftUI

@Model
final class Plant {
    var name: String
    var wateringIntervalDays: Int
    var lastWatered: Date

    init(name: String, wateringIntervalDays: Int, lastWatered: Date = .now) {
        self.name = name
        self.wateringIntervalDays = wateringIntervalDays
        self.lastWatered = lastWatered
    }

    var isThirsty: Bool {
        Date.now.timeIntervalSince(lastWatered) > Double(wateringIntervalDays) * 86_400
    }
}

struct PlantShelfView: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Plant.name) private var plants: [Plant]

    var body: some View {
        List {
            ForEach(plants) { plant in
                HStack {
                    Text(plant.name)
                    Spacer()
                    if plant.isThirsty {
                        Image(systemName: "drop.fill").foregroundStyle(.blue)
                    }
                }
                .swipeActions {
                    Button("Watered", systemImage: "checkmark") { plant.lastWatered = .now }
                }
            }
            .onDelete { offsets in
                for offset in offsets { context.delete(plants[offset]) }
            }
        }
        .navigationTitle("Shelf")
    }
}

#Preview {
    do {
        let container = try ModelContainer(
            for: Plant.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Plant(name: "Fern", wateringIntervalDays: 3))
        container.mainContext.insert(
            Plant(name: "Cactus", wateringIntervalDays: 21, lastWatered: .now.addingTimeInterval(-30 * 86_400)))
        return NavigationStack { PlantShelfView() }.modelContainer(container)
    } catch {
        return Text("The preview's store failed: \(error.localizedDescription)")
    }
}
