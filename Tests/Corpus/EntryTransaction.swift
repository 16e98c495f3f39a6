import SwiftUI

extension Transaction {
    @Entry var isUndo = false
}

struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("Undo") {
            withTransaction(\.isUndo, true) { count -= 1 }
        }
        .transaction { transaction in
            if transaction.isUndo { transaction.animation = nil }
        }
    }
}
