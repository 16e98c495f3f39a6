import SwiftUI

enum ShopRoute: Hashable {
    case product(id: String)
    case basket
}

struct ShopDeepLinkRoot: View {
    @State private var path: [ShopRoute] = []
    @State private var unknownLink: URL?

    var body: some View {
        NavigationStack(path: $path) {
            Text("Shop home")
                .navigationDestination(for: ShopRoute.self) { route in
                    switch route {
                    case .product(let id): Text("Product \(id)")
                    case .basket: Text("Basket")
                    }
                }
        }
        .onOpenURL { url in
            guard url.scheme == "shop", let host = url.host else {
                unknownLink = url
                return
            }
            switch host {
            case "product": path = [.product(id: url.lastPathComponent)]
            case "basket": path = [.basket]
            default: unknownLink = url
            }
        }
    }
}
