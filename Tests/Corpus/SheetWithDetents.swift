import SwiftUI

struct FilterButton: View {
    @State private var showsFilters = false
    @State private var onlyOpen = true

    var body: some View {
        Button("Filters") { showsFilters = true }
            .sheet(isPresented: $showsFilters, onDismiss: { print("filters closed") }) {
                FilterSheet(onlyOpen: $onlyOpen)
            }
    }
}

private struct FilterSheet: View {
    @Binding var onlyOpen: Bool
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        VStack {
            Toggle("Only open", isOn: $onlyOpen)
            Button("Apply") { dismiss() }
        }
        .padding()
    }
}
