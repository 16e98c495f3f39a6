import SwiftUI

struct Fader: View {
    @State private var visible = true
    var body: some View {
        Text("Hi")
            .opacity(visible ? 1 : 0)
            .transaction { $0.disablesAnimations = true }
            .transaction(value: visible) { $0.animation = .default }
            .onTapGesture {
                var transaction = Transaction(animation: .easeIn)
                transaction.disablesAnimations = false
                withTransaction(transaction) { visible.toggle() }
            }
    }
}
