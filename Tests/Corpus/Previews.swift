import SwiftUI

struct Card: View {
    var title: String
    var body: some View { Text(title) }
}

#Preview {
    Card(title: "Default")
}

#Preview("Dark") {
    Card(title: "Dark").environment(\.colorScheme, .dark)
}

#Preview("Interactive") {
    @Previewable @State var on = true
    Toggle("On", isOn: $on)
}

#Preview(traits: .sizeThatFitsLayout) {
    Card(title: "Fits")
}
