import SwiftUI

struct Decorated: View {
    var body: some View {
        Text("Hi")
            .padding()
            .padding(.horizontal, 8)
            .frame(width: 100, height: 40)
            .frame(maxWidth: .infinity, alignment: .leading)
            .tint(.green)
            .background(.blue)
            .background { Color.yellow }
            .overlay(alignment: .topTrailing) { Image(systemName: "star") }
            .opacity(0.9)
            .bold()
            .shadow(radius: 2)
            .accessibilityLabel("Greeting")
            .accessibilityHint("Says hello")
            .badge(3)
            .labelsHidden()
            .monospacedDigit()
            .help("Greeting")
            .id("greeting")
    }
}
