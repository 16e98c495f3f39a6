import SwiftUI

struct DoubleTapOnlyButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .onTapGesture(count: 2) { configuration.trigger() }
    }
}

struct ConfirmingDeleteRow: View {
    @State private var deleted = false

    var body: some View {
        HStack {
            Text(deleted ? "Deleted" : "Draft.txt")
            Spacer()
            Button(role: .destructive) {
                deleted = true
            } label: {
                Image(systemName: "trash")
            }
            .buttonStyle(DoubleTapOnlyButtonStyle())
            .buttonBorderShape(.circle)
        }
    }
}
