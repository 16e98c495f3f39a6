internal import LarderCore

/// A dish and what it takes, per serving.
public struct Recipe: Sendable, Equatable {
    public let name: String
    public let ingredients: [String: Int]

    public init(_ name: String, ingredients: [String: Int]) {
        self.name = name
        self.ingredients = ingredients
    }

    /// The same dish for `servings` servings.
    public func scaled(by servings: Int) -> Recipe {
        Recipe(name, ingredients: ingredients.mapValues { scale($0, by: servings) })
    }

    /// Whether `pantry` holds everything the recipe takes.
    public func canCook(from pantry: Pantry) -> Bool {
        ingredients.allSatisfy { pantry.count(of: $0.key) >= $0.value }
    }
}
