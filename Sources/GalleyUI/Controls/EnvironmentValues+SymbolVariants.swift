extension EnvironmentValues {
    /// The symbol variant to use in this environment, which `symbolVariant(_:)` sets.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static var defaultValue: SymbolVariants { .none }
}
