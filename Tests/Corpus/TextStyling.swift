import SwiftUI

struct Styled: View {
    let name = "Ana"
    let count = 3
    var body: some View {
        VStack {
            Text(verbatim: "verbatim")
            Text(name).bold()
            Text("Hello, \(name)! You have \(count) items").font(.headline)
            Text("Price: \(9.5, format: .number)")
            Text("A") + Text("B").italic()
            Text("Styled").foregroundStyle(.secondary)
        }
        .font(.body)
        .foregroundStyle(.tint)
        .lineLimit(2)
    }
}
