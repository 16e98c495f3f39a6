import SwiftUI

struct Ingredient: Identifiable {
    let id = UUID()
    var name: String
    var grams: Int
}

struct IngredientsSection: View {
    @Binding var ingredients: [Ingredient]
    @Environment(\.locale) private var locale

    var body: some View {
        Section("Ingredients") {
            ForEach($ingredients) { $ingredient in
                HStack {
                    TextField("Name", text: $ingredient.name)
                    Stepper("\(ingredient.grams) g", value: $ingredient.grams, in: 0...2000, step: 10)
                }
            }
            .onMove { from, to in ingredients.move(fromOffsets: from, toOffset: to) }
        }
    }
}
