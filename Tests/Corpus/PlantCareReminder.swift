import SwiftUI

struct Plant: Identifiable {
    let id: Int
    var name: String
    var waterEveryDays: Int
}

struct PlantCareList: View {
    @State private var plants = [Plant(id: 1, name: "Fern", waterEveryDays: 3), Plant(id: 2, name: "Cactus", waterEveryDays: 14)]

    var body: some View {
        List($plants) { $plant in
            VStack(alignment: .leading) {
                Text(plant.name).font(.headline)
                Stepper("Every \(plant.waterEveryDays) days", value: $plant.waterEveryDays, in: 1...30)
            }
        }
    }
}
