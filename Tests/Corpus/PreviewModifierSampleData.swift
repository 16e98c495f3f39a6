import SwiftUI

@Observable
final class GardenPlanner {
    var beds = ["Tomatoes", "Basil"]
}

struct GardenSampleData: PreviewModifier {
    static func makeSharedContext() async throws -> GardenPlanner {
        GardenPlanner()
    }

    func body(content: Content, context: GardenPlanner) -> some View {
        content.environment(context)
    }
}

struct GardenDarkMode: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.environment(\.colorScheme, .dark)
    }
}

struct GardenBedList: View {
    @Environment(GardenPlanner.self) private var planner

    var body: some View {
        List(planner.beds, id: \.self) { Text($0) }
    }
}

#Preview(traits: .modifier(GardenSampleData())) {
    GardenBedList()
}

#Preview("Dark", traits: .modifier(GardenSampleData()), .modifier(GardenDarkMode())) {
    GardenBedList()
}
