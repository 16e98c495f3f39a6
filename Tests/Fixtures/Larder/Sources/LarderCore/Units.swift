/// `amount` times `factor`, for quantities that scale with a recipe.
public func scale(_ amount: Int, by factor: Int) -> Int { amount * factor }
