import SwiftUI

enum Mood: String, CaseIterable, Identifiable {
    case great = "😀", okay = "🙂", meh = "😐", low = "🙁"
    var id: String { rawValue }
}

struct MoodPicker: View {
    @State private var mood: Mood?

    var body: some View {
        VStack {
            HStack {
                ForEach(Mood.allCases) { option in
                    Button(option.rawValue) { mood = option }
                        .font(.largeTitle)
                        .opacity(mood == nil || mood == option ? 1 : 0.4)
                }
            }
            Text(mood.map { "Feeling \($0)" } ?? "How are you?")
        }
    }
}
