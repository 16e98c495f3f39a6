import SwiftUI

enum Route: Hashable {
    case article(Int)
    case author(String)
}

struct NewsRouter: View {
    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Top story", value: Route.article(1))
                NavigationLink("Columnist", value: Route.author("marta"))
                Button("Open story 42") { path.append(.article(42)) }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .article(let id): Text("Article \(id)")
                case .author(let name): Text("Author \(name)")
                }
            }
        }
    }
}
