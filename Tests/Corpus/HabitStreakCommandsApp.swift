import SwiftUI

struct HabitStreak {
    var days = 0
}

extension FocusedValues {
    @Entry var habitStreak: Binding<HabitStreak>?
}

struct StreakScreen: View {
    @State private var streak = HabitStreak()
    var body: some View {
        Text("\(streak.days) day streak")
            .focusedSceneValue(\.habitStreak, $streak)
    }
}

struct StreakCommands: Commands {
    @FocusedValue(\.habitStreak) private var streak

    var body: some Commands {
        CommandMenu("Habit") {
            Button("Log Today") { streak?.wrappedValue.days += 1 }
                .keyboardShortcut("l", modifiers: [.command])
                .disabled(streak == nil)
        }
    }
}

@main
struct StreakApp: App {
    var body: some Scene {
        WindowGroup { StreakScreen() }
            .commands { StreakCommands() }
    }
}
