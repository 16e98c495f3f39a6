import SwiftUI

struct VacationDaysPlanner: View {
    @State private var days: Set<DateComponents> = []
    @State private var budget: Double? = nil
    @State private var nights = 3
    @State private var arrival = Date(timeIntervalSince1970: 1_760_000_000)

    var body: some View {
        Form {
            MultiDatePicker("Days off", selection: $days)
            TextField("Budget", value: $budget, format: .number, prompt: Text("Optional"))
            Stepper {
                Text("\(nights) nights")
            } onIncrement: {
                nights += 1
            } onDecrement: {
                nights = max(1, nights - 1)
            }
            DatePicker(selection: $arrival, in: ...Date(timeIntervalSince1970: 1_800_000_000)) {
                Text("Arrival")
            }
            Text("Selected \(days.count) days")
        }
    }
}
