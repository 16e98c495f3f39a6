import SwiftUI

struct DepartureRow: View {
    let departure: Date
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar

    var body: some View {
        let hour = calendar.component(.hour, from: departure)
        HStack {
            Text("Departs at \(hour)h")
            Spacer()
            Text(timeZone.identifier)
                .font(.caption)
            Text(locale.identifier)
                .foregroundStyle(.secondary)
        }
    }
}

struct DepartureBoard: View {
    let departures = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 5_400)]

    var body: some View {
        List(departures, id: \.self) { departure in
            DepartureRow(departure: departure)
        }
        .environment(\.locale, Locale(identifier: "fr_FR"))
        .environment(\.timeZone, TimeZone(identifier: "Europe/Paris") ?? .current)
        .environment(\.calendar, Calendar(identifier: .gregorian))
    }
}
