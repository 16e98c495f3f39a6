import Foundation
import Testing

@testable import GalleyUI

/// The built-in layouts' sizes and placements, given subviews of fixed sizes.
@Suite struct StackLayoutTests {
    private func subviews(_ sizes: [CGSize]) -> LayoutSubviews {
        LayoutSubviews(sizes.map { LayoutSubview(size: $0) })
    }

    private func placed(_ subviews: LayoutSubviews) -> [CGPoint?] {
        subviews.map { $0.record.placement?.position }
    }

    @Test func horizontalStackAddsWidthsAndSpacing() {
        let views = subviews([CGSize(width: 10, height: 4), CGSize(width: 20, height: 8)])
        var cache: Void = ()
        let layout = HStackLayout(alignment: .bottom, spacing: 5)
        #expect(
            layout.sizeThatFits(proposal: .unspecified, subviews: views, cache: &cache) == CGSize(width: 35, height: 8))
        layout.placeSubviews(
            in: CGRect(x: 100, y: 0, width: 35, height: 8), proposal: .unspecified, subviews: views, cache: &cache)
        #expect(placed(views) == [CGPoint(x: 100, y: 4), CGPoint(x: 115, y: 0)])
    }

    @Test func verticalStackUsesPreferredSpacingWithoutOne() {
        let views = subviews([CGSize(width: 10, height: 4), CGSize(width: 20, height: 8)])
        var cache: Void = ()
        let layout = VStackLayout(alignment: .center)
        #expect(
            layout.sizeThatFits(proposal: .unspecified, subviews: views, cache: &cache) == CGSize(width: 20, height: 20)
        )
        layout.placeSubviews(
            in: CGRect(x: 0, y: 0, width: 20, height: 20), proposal: .unspecified, subviews: views, cache: &cache)
        #expect(placed(views) == [CGPoint(x: 5, y: 0), CGPoint(x: 0, y: 12)])
    }

    @Test func anyLayoutForwardsToTheWrappedLayout() {
        let views = subviews([CGSize(width: 10, height: 4), CGSize(width: 20, height: 8)])
        let layout = AnyLayout(ZStackLayout(alignment: .topTrailing))
        var cache = layout.makeCache(subviews: views)
        #expect(
            layout.sizeThatFits(proposal: .unspecified, subviews: views, cache: &cache) == CGSize(width: 20, height: 8))
        layout.placeSubviews(
            in: CGRect(x: 0, y: 0, width: 20, height: 8), proposal: .unspecified, subviews: views, cache: &cache)
        #expect(placed(views) == [CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 0)])
    }

    @Test func dimensionsAnswerGuidesFromTheSize() {
        struct OneThird: AlignmentID {
            static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
        }
        let dimensions = ViewDimensions(width: 30, height: 12)
        #expect(
            dimensions[.trailing] == 30 && dimensions[HorizontalAlignment.center] == 15
                && dimensions[VerticalAlignment.bottom] == 12)
        #expect(dimensions[HorizontalAlignment(OneThird.self)] == 10)
        #expect(dimensions[explicit: .leading] == nil)
        #expect(HorizontalAlignment.center.combineExplicit([nil, 4, 7]) == 4)
    }

    @Test func subviewsReadTheirLayoutValues() {
        struct Rank: LayoutValueKey { static let defaultValue = 0 }
        let ranked = LayoutSubview(values: [ObjectIdentifier(Rank.self): 3])
        #expect(ranked[Rank.self] == 3)
        #expect(LayoutSubview()[Rank.self] == 0)
        let views = subviews([.zero, .zero, .zero])
        #expect(views[1..<3].startIndex == 1 && views[1..<3].count == 2)
    }
}
