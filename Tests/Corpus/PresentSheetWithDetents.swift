import SwiftUI

struct TripFilterSheet: View {
    @Binding var maxPrice: Double
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Slider(value: $maxPrice, in: 50...500)
                Text("Up to \(Int(maxPrice)) €")
            }
            .navigationTitle("Filters")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Apply") { dismiss() }
                }
            }
        }
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
        .presentationCornerRadius(24)
        .presentationBackgroundInteraction(.enabled(upThrough: .medium))
    }
}

struct TripSearchScreen: View {
    @State private var showsFilters = true
    @State private var maxPrice = 200.0

    var body: some View {
        List {
            Text("Lisbon, 3 nights")
            Text("Porto, 2 nights")
        }
        .sheet(isPresented: $showsFilters) {
            TripFilterSheet(maxPrice: $maxPrice)
        }
    }
}
