import StoreKit
import SwiftUI

/// Asks for a rating once the app has been opened a few times, at most once per version.
struct RecipeHomeView: View {
    @Environment(\.requestReview) private var requestReview
    @AppStorage("launchCount") private var launchCount = 0
    @AppStorage("lastVersionPromptedForReview") private var lastVersionPrompted = ""

    private let currentVersion = "2.4"
    private let launchesBeforePrompt = 5

    var body: some View {
        NavigationStack {
            List {
                Section("Today") {
                    Text("Lemon risotto")
                    Text("Charred broccoli")
                }
                Section {
                    Button("Enjoying Recipes? Rate us") {
                        requestReview()
                        lastVersionPrompted = currentVersion
                    }
                }
            }
            .navigationTitle("Recipes")
        }
        .onAppear {
            launchCount += 1
            guard launchCount >= launchesBeforePrompt, lastVersionPrompted != currentVersion else { return }
            Task { @MainActor in
                try? await Task.sleep(for: .seconds(2))
                requestReview()
                lastVersionPrompted = currentVersion
            }
        }
    }
}

struct ReviewPromptModifier: ViewModifier {
    @Environment(\.requestReview) private var requestReview
    let isEligible: Bool

    func body(content: Content) -> some View {
        content.onChange(of: isEligible) { _, eligible in
            if eligible { requestReview() }
        }
    }
}

extension View {
    func asksForReview(when eligible: Bool) -> some View {
        modifier(ReviewPromptModifier(isEligible: eligible))
    }
}
