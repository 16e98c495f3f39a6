public import Foundation

// Foundation on Linux (Swift 6.3) has `String.localizedStandardContains(_:)` but no predicate
// expression for it, so `#Predicate { $0.title.localizedStandardContains(text) }`, the usual search
// filter of SwiftData apps, does not compile there. The expression and its builder below are what
// the `#Predicate` macro's expansion calls; evaluating it calls `localizedStandardContains(_:)`.

extension PredicateExpressions {
    /// Whether a string contains another, ignoring case and diacritics, as
    /// `localizedStandardContains(_:)` decides.
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>:
        PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool

        /// The string searched.
        public let root: Root
        /// The string searched for.
        public let other: Other

        /// The expression for `root.localizedStandardContains(other)`.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// Whether `root` contains `other`.
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(try other.evaluate(bindings))
        }
    }

    /// Builds `root.localizedStandardContains(other)` in a `#Predicate`; the name is the one the
    /// macro's expansion calls.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
        -> StringLocalizedStandardContains<Root, Other>
    {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
