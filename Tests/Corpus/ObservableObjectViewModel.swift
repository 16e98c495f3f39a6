import SwiftUI

final class TimerSettingsModel: ObservableObject {
    @Published var minutes = 25
    @Published var playsSound = true
    @Published private(set) var history: [Int] = []

    func commit() {
        history.append(minutes)
    }
}

struct TimerSettingsScreen: View {
    @StateObject private var model = TimerSettingsModel()

    var body: some View {
        NavigationStack {
            Form {
                Section("Length") {
                    Stepper("\(model.minutes) minutes", value: $model.minutes, in: 5...90, step: 5)
                    Toggle("Play sound", isOn: $model.playsSound)
                }
                Section("History") {
                    HistoryList(model: model)
                }
            }
            .navigationTitle("Timer")
            .toolbar {
                Button("Save") { model.commit() }
            }
        }
    }
}

struct HistoryList: View {
    @ObservedObject var model: TimerSettingsModel

    var body: some View {
        ForEach(model.history.indices, id: \.self) { index in
            Text("\(model.history[index]) min")
        }
    }
}
