import SwiftUI

struct InboxSectionHeader: View {
    let title: String
    @Environment(\.headerProminence) private var prominence

    var body: some View {
        Text(title)
            .font(prominence == .increased ? .title3 : .footnote)
    }
}

struct InboxOverview: View {
    var body: some View {
        List {
            Section {
                Text("Invoice from the printer")
                Text("Lunch on Friday?")
            } header: {
                InboxSectionHeader(title: "Today")
            }
            .headerProminence(.increased)

            Section {
                Text("Weekly digest")
            } header: {
                InboxSectionHeader(title: "Earlier")
            }
        }
        .badgeProminence(.decreased)
    }
}
