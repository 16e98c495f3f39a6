import SwiftData
import SwiftUI

@Model
final class CookbookRecipe {
    var name: String
    var minutes: Int
    var isFavorite: Bool
    var addedOn: Date

    init(name: String, minutes: Int, isFavorite: Bool = false, addedOn: Date = .now) {
        self.name = name
        self.minutes = minutes
        self.isFavorite = isFavorite
        self.addedOn = addedOn
    }

    static let samples: [(String, Int)] = [("Shakshuka", 30), ("Pad thai", 25), ("Minestrone", 45)]
}

@MainActor
enum PreviewSampleData {
    static let container: ModelContainer = {
        let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
        let container = try! ModelContainer(for: CookbookRecipe.self, configurations: configuration)
        for (name, minutes) in CookbookRecipe.samples {
            container.mainContext.insert(CookbookRecipe(name: name, minutes: minutes))
        }
        return container
    }()
}

struct RecipeList: View {
    @Query private var recipes: [CookbookRecipe]

    init(maximumMinutes: Int, favoritesOnly: Bool) {
        _recipes = Query(
            filter: #Predicate<CookbookRecipe> { recipe in
                recipe.minutes <= maximumMinutes && (!favoritesOnly || recipe.isFavorite)
            },
            sort: \.minutes)
    }

    var body: some View {
        List(recipes) { recipe in
            HStack {
                Text(recipe.name)
                Spacer()
                Text("\(recipe.minutes) min")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct RecentRecipes: View {
    static var lastWeek: FetchDescriptor<CookbookRecipe> {
        var descriptor = FetchDescriptor<CookbookRecipe>(sortBy: [SortDescriptor(\.addedOn, order: .reverse)])
        descriptor.fetchLimit = 5
        return descriptor
    }

    @Query(RecentRecipes.lastWeek) private var recent: [CookbookRecipe]

    var body: some View {
        Section("Recently added") {
            ForEach(recent) { Text($0.name) }
        }
    }
}

#Preview("Quick recipes") {
    RecipeList(maximumMinutes: 30, favoritesOnly: false)
        .modelContainer(PreviewSampleData.container)
}

#Preview("Empty") {
    RecipeList(maximumMinutes: 30, favoritesOnly: true)
        .modelContainer(for: CookbookRecipe.self, inMemory: true)
}

#Preview("Inline sample data") {
    let container = try! ModelContainer(
        for: CookbookRecipe.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(CookbookRecipe(name: "Dal", minutes: 40, isFavorite: true))
    return RecentRecipes()
        .modelContainer(container)
}
