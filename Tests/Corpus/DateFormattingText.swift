import SwiftUI

struct EventRow: View {
    let title: String
    let start: Date

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(title)
                Text(start, style: .date).font(.caption)
            }
            Spacer()
            Text(start, format: .dateTime.hour().minute())
                .monospacedDigit()
        }
    }
}
