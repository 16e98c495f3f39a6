import SwiftUI

@Observable
final class Basket {
    var lines: [String: Int] = [:]
    var itemCount: Int { lines.values.reduce(0, +) }

    func add(_ product: String) { lines[product, default: 0] += 1 }
}

struct ProductRow: View {
    let product: String
    @Environment(Basket.self) private var basket

    var body: some View {
        HStack {
            Text(product)
            Spacer()
            Button("Add") { basket.add(product) }
        }
    }
}

struct BasketBadge: View {
    @Environment(Basket.self) private var basket
    var body: some View { Text("\(basket.itemCount)").font(.caption).padding(4).background(Circle().fill(.red)) }
}

struct Storefront: View {
    @State private var basket = Basket()
    var body: some View {
        VStack {
            BasketBadge()
            ForEach(["Bread", "Olives"], id: \.self) { ProductRow(product: $0) }
        }
        .environment(basket)
    }
}
