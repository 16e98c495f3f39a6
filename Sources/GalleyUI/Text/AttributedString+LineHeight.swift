import Foundation

// Apple declares `AttributedString.LineHeight` in Core Text's extension of Foundation's
// `AttributedString`, which `import SwiftUI` brings in; Foundation on Linux has neither Core
// Text nor the type, so GalleyUI declares it here with Apple's members, so that
// `.lineHeight(.multiple(factor: 1.2))` compiles. If swift-corelibs-foundation or
// swift-foundation ever declares it, this extension must go:
// `LineHeightGuardTests.foundationStillLacksLineHeight` fails on the first toolchain that does.

extension AttributedString {
    /// How far apart the baselines of consecutive lines of a paragraph are: a value that
    /// `View/lineHeight(_:)` writes to the environment. GalleyUI lays out no text, so the value
    /// is only carried and compared.
    public struct LineHeight: Equatable, Hashable, Codable, Sendable {
        /// The cases GalleyUI tells apart; the encoded form is GalleyUI's own.
        enum Storage: Equatable, Hashable, Codable, Sendable {
            case variable, normal, tight, loose
            case multiple(factor: CGFloat)
            case leading(increase: CGFloat)
            case exact(points: CGFloat)
        }

        let storage: Storage

        /// A line height that follows the ascent and descent of each line's fonts.
        public static var variable: AttributedString.LineHeight { LineHeight(storage: .variable) }

        /// A fixed multiple of the point size, of the usual spacing.
        public static var normal: AttributedString.LineHeight { LineHeight(storage: .normal) }

        /// A fixed multiple of the point size, closer than `normal`.
        public static var tight: AttributedString.LineHeight { LineHeight(storage: .tight) }

        /// A fixed multiple of the point size, wider than `normal`.
        public static var loose: AttributedString.LineHeight { LineHeight(storage: .loose) }

        /// The largest point size on a line times `factor`.
        public static func multiple(factor: CGFloat) -> AttributedString.LineHeight {
            LineHeight(storage: .multiple(factor: factor))
        }

        /// The largest point size on a line plus `increase` points.
        public static func leading(increase: CGFloat) -> AttributedString.LineHeight {
            LineHeight(storage: .leading(increase: increase))
        }

        /// Exactly `points` points.
        public static func exact(points: CGFloat) -> AttributedString.LineHeight {
            LineHeight(storage: .exact(points: points))
        }

        /// How the outline shows the value: `multiple(factor: 1.5)`, `loose`.
        var detail: String {
            switch storage {
            case .variable: "variable"
            case .normal: "normal"
            case .tight: "tight"
            case .loose: "loose"
            case .multiple(let factor): "multiple(factor: \(factor))"
            case .leading(let increase): "leading(increase: \(increase))"
            case .exact(let points): "exact(points: \(points))"
            }
        }
    }
}
