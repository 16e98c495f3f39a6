import SwiftUI

final class CartStore: ObservableObject {
    @Published var count = 0
    func add() { count += 1 }
}

struct ShopTabs: View {
    @StateObject private var cart = CartStore()

    var body: some View {
        TabView {
            ProductsTab()
                .tabItem { Label("Shop", systemImage: "bag") }
            Text("Cart: \(cart.count)")
                .tabItem { Label("Cart", systemImage: "cart") }
                .badge(cart.count)
        }
        .environmentObject(cart)
    }
}

private struct ProductsTab: View {
    @EnvironmentObject private var cart: CartStore
    var body: some View {
        Button("Add to cart") { cart.add() }
    }
}
