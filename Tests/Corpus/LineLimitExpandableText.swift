import SwiftUI

struct ExpandableText: View {
    let text: String
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(text)
                .lineLimit(expanded ? nil : 3)
            Button(expanded ? "Show less" : "Read more") {
                expanded.toggle()
            }
            .font(.caption)
        }
    }
}
