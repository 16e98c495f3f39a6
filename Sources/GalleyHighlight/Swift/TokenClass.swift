import GalleySwiftFacts

/// A highlight category (declared with the parser's facts, which report them per byte).
package typealias TokenClass = GalleySwiftFacts.TokenClass
