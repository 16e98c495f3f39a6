import SwiftUI

struct MeetingTimesCard: View {
    let start = Date(timeIntervalSince1970: 1_750_000_000)
    let end = Date(timeIntervalSince1970: 1_750_003_600)

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(start, style: .date)
                .font(.headline)
            Text(start...end)
                .font(.subheadline)
            Text(DateInterval(start: start, end: end))
            Text("Starts \(start, style: .relative)")
            Text(timerInterval: start...end, countsDown: true)
                .monospacedDigit()
            Text(start, format: .dateTime.hour().minute())
            Text(NSNumber(value: 42), formatter: NumberFormatter())
            Text(start, formatter: DateFormatter())
        }
    }
}
