import SwiftUI

struct BrandTheme {
    var primary: Color
    var cornerRadius: Double

    static let standard = BrandTheme(primary: .indigo, cornerRadius: 10)
    static let festive = BrandTheme(primary: .red, cornerRadius: 20)
}

extension EnvironmentValues {
    @Entry var brandTheme = BrandTheme.standard
}

struct BrandButton: View {
    let title: String
    let action: @MainActor () -> Void
    @Environment(\.brandTheme) private var theme

    var body: some View {
        Button(action: action) {
            Text(title)
                .padding(.horizontal, 20)
                .padding(.vertical, 10)
                .background(theme.primary)
                .foregroundStyle(.white)
                .clipShape(.rect(cornerRadius: theme.cornerRadius))
        }
    }
}

struct CheckoutFooter: View {
    var body: some View {
        HStack {
            BrandButton(title: "Cancel") {}
            BrandButton(title: "Pay") {}
                .environment(\.brandTheme, .festive)
        }
    }
}
