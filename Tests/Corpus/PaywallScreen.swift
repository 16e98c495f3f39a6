import SwiftUI

struct PaywallPlan: Identifiable, Hashable {
    let id: String
    let price: String
}

struct PaywallScreen: View {
    @State private var plan = "yearly"
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL

    private let plans = [PaywallPlan(id: "monthly", price: "$4.99"), PaywallPlan(id: "yearly", price: "$39.99")]

    var body: some View {
        VStack(spacing: 20) {
            Text("Go Pro").font(.largeTitle.bold())
            Picker("Plan", selection: $plan) {
                ForEach(plans) { Text("\($0.id.capitalized) \($0.price)").tag($0.id) }
            }
            .pickerStyle(.segmented)
            Button("Subscribe") { dismiss() }
                .buttonStyle(.borderedProminent)
            Button("Terms of Use") {
                if let url = URL(string: "https://example.com/terms") { openURL(url) }
            }
            .font(.footnote)
        }
        .padding()
    }
}
