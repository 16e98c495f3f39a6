extension View {
    /// Limits the Dynamic Type size within the view to the given range; it clamps the
    /// `dynamicTypeSize` the subtree reads into the range.
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
    where T.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        let detail = allowed.first.map { first in "\(first)...\(allowed.last ?? first)" } ?? "empty"
        return modified(".dynamicTypeSize", detail: detail) { context, _ in
            let current = context.environment.dynamicTypeSize
            guard let lowest = allowed.first, let highest = allowed.last, !allowed.contains(current) else { return }
            context.environment.dynamicTypeSize = current < lowest ? lowest : highest
        }
    }
}
