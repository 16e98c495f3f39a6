import SwiftUI

struct GreetingLabel: View {
    @Environment(\.locale) private var locale

    var body: some View {
        Text(locale.identifier.hasPrefix("hr") ? "Dobar dan" : "Good day")
    }
}

struct LanguagePreview: View {
    var body: some View {
        VStack {
            GreetingLabel()
            GreetingLabel().environment(\.locale, Locale(identifier: "hr_HR"))
        }
    }
}
