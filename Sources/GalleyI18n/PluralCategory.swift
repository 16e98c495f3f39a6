/// A CLDR plural category: which grammatical form a count takes in a language.
///
/// English needs `one` and `other` ("1 line", "2 lines"); Croatian needs `one`, `few` and
/// `other` ("1 redak", "2 retka", "5 redaka").
package enum PluralCategory: String, CaseIterable, Hashable, Sendable, Comparable {
    case zero, one, two, few, many, other

    /// CLDR's order, which messages list categories in.
    package static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
