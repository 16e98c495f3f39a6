import SwiftUI

struct CalendarDayCell: View {
    let date: Date
    let isSelected: Bool
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        let day = calendar.component(.day, from: date)
        Text("\(day)")
            .frame(width: 36, height: 36)
            .background(isSelected ? Circle().fill(Color.accentColor) : nil)
            .foregroundStyle(isSelected ? Color.white : Color.primary)
    }
}
