import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct RecipeBrowser: View {
    @State private var path = NavigationPath()
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var selection: Recipe.ID?
    @Environment(\.openWindow) private var openWindow
    @FocusState private var searchFocused: Bool
    @State private var query = ""

    let recipes = [Recipe(id: 1, title: "Soup"), Recipe(id: 2, title: "Pie")]

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(recipes, selection: $selection) { recipe in
                Text(recipe.title)
            }
            .navigationSplitViewColumnWidth(240)
        } detail: {
            NavigationStack(path: $path) {
                VStack {
                    TextField("Search", text: $query)
                        .focused($searchFocused)
                    Button("Open in new window") { openWindow(id: "recipe-detail") }
                    Button("Show first") { path.append(recipes[0]) }
                    Text("\(path.count) deep")
                }
                .navigationDestination(for: Recipe.self) { recipe in
                    Text(recipe.title)
                }
            }
        }
        .defaultFocus($searchFocused, true)
    }
}

@main
struct CookbookApp: App {
    var body: some Scene {
        WindowGroup {
            RecipeBrowser()
        }
        WindowGroup(id: "recipe-detail") {
            Text("Detail")
        }
    }
}

struct RecipeBrowser_Previews: PreviewProvider {
    static var previews: some View {
        RecipeBrowser()
            .previewDisplayName("Browser")
        RecipeBrowser()
            .previewLayout(.sizeThatFits)
    }
}
