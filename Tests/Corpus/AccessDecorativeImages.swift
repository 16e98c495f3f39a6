import SwiftUI

struct WelcomeHeroBanner: View {
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Image(decorative: "hero-background")
                .resizable()
                .accessibilityHidden(true)
            VStack(alignment: .leading) {
                Text("Welcome back")
                    .font(.largeTitle)
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityHeading(.h1)
                Image("brand-logo", label: Text("Company logo"))
                Image(systemName: "sparkles")
                    .accessibilityLabel(Text("New features"))
            }
            .padding()
        }
    }
}
