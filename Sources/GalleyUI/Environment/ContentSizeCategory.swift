/// The sizes you can specify for content, in the vocabulary that came before
/// `DynamicTypeSize`; each category matches one Dynamic Type size.
public enum ContentSizeCategory: Hashable, CaseIterable, Comparable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility categories.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category that matches a Dynamic Type size (the two lists run in step).
    init(_ size: DynamicTypeSize) {
        let sizes = DynamicTypeSize.allCases
        self = Self.allCases[sizes.firstIndex(of: size) ?? sizes.startIndex]
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size that matches a content size category.
    init(_ category: ContentSizeCategory) {
        let categories = ContentSizeCategory.allCases
        self = Self.allCases[categories.firstIndex(of: category) ?? categories.startIndex]
    }
}
