import Combine
import SwiftUI

struct GroceryLine: Identifiable, Equatable {
    let id = UUID()
    var name: String
    var price: Decimal
    var quantity: Int
}

final class GroceryCart: ObservableObject {
    @Published var lines: [GroceryLine] = []
    @Published private(set) var total: Decimal = 0
    @Published private(set) var itemCount = 0

    init() {
        $lines
            .map { lines in lines.reduce(Decimal(0)) { $0 + $1.price * Decimal($1.quantity) } }
            .assign(to: &$total)
        $lines
            .map { $0.reduce(0) { $0 + $1.quantity } }
            .removeDuplicates()
            .assign(to: &$itemCount)
    }

    func add(_ name: String, price: Decimal) {
        if let index = lines.firstIndex(where: { $0.name == name }) {
            lines[index].quantity += 1
        } else {
            lines.append(GroceryLine(name: name, price: price, quantity: 1))
        }
    }
}

struct GroceryCartScreen: View {
    @EnvironmentObject private var cart: GroceryCart

    var body: some View {
        List {
            ForEach(cart.lines) { line in
                HStack {
                    Text("\(line.quantity)× \(line.name)")
                    Spacer()
                    Text(line.price * Decimal(line.quantity), format: .currency(code: "EUR"))
                }
            }
            Section {
                LabeledContent("Items", value: "\(cart.itemCount)")
                LabeledContent("Total") { Text(cart.total, format: .currency(code: "EUR")) }
            }
        }
        .toolbar {
            Button("Add milk") { cart.add("Milk", price: 1.29) }
        }
    }
}
