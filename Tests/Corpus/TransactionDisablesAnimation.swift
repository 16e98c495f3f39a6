import SwiftUI

struct ExpandableRow: View {
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading) {
            Button(expanded ? "Less" : "More") {
                var transaction = Transaction(animation: .easeInOut)
                transaction.disablesAnimations = true
                withTransaction(transaction) { expanded.toggle() }
            }
            if expanded {
                Text("Details go here.")
            }
        }
    }
}
