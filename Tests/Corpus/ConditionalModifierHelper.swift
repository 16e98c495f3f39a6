import SwiftUI

extension View {
    @ViewBuilder
    func `if`<Transformed: View>(_ condition: Bool, transform: (Self) -> Transformed) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct HighlightedRow: View {
    let title: String
    let isHighlighted: Bool

    var body: some View {
        Text(title)
            .if(isHighlighted) { $0.bold().foregroundStyle(.orange) }
    }
}
