// What a recipe needs that the pantry lacks.
import Larder

// snippet.hide
var pantry = Pantry()
pantry.stock("egg", count: 1)
// snippet.show

// snippet.list
let omelette = Recipe("omelette", ingredients: ["egg": 3, "butter": 1])
let missing = omelette.ingredients.filter { pantry.count(of: $0.key) < $0.value }
print(missing.keys.sorted())
// snippet.end
