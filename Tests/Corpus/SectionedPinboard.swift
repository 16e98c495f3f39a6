import SwiftUI

extension ContainerValues {
    @Entry var pinboardTint: Color = .yellow
}

/// A custom container that draws each section of its content as one column of notes.
struct Pinboard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        ScrollView(.horizontal) {
            HStack(alignment: .top, spacing: 16) {
                ForEach(sections: content) { section in
                    VStack(alignment: .leading, spacing: 8) {
                        if !section.header.isEmpty {
                            HStack { section.header }
                                .font(.headline)
                        }
                        ForEach(section.content) { note in
                            note
                                .padding(8)
                                .background(section.containerValues.pinboardTint.opacity(0.3))
                        }
                        HStack { section.footer }
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    .frame(width: 180)
                    .border(.gray)
                }
            }
            .padding()
        }
    }
}

struct TripPlanner: View {
    @State private var ideas = ["Lighthouse walk", "Ferry to the island"]

    var body: some View {
        NavigationStack {
            Pinboard {
                Section("Booked") {
                    Text("Flights")
                    Text("Apartment")
                }
                .containerValue(\.pinboardTint, .green)
                Section {
                    ForEach(ideas, id: \.self) { Text($0) }
                } header: {
                    Label("Ideas", systemImage: "lightbulb")
                } footer: {
                    Text("\(ideas.count) to decide")
                }
                Text("Pack the charger")
            }
            .navigationTitle("Summer trip")
        }
    }
}

struct SectionSummary<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(sections: content) { sections in
            Text("\(sections.count) sections")
            ForEach(sections) { section in
                Text("\(section.content.count) items")
            }
        }
    }
}

#Preview {
    TripPlanner()
}
