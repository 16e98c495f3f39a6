import Foundation

/// A type-erased instance of the layout protocol, for switching between layouts without
/// losing the identity of the subviews.
public struct AnyLayout: Layout {
    let base: any Layout

    /// Creates a type-erased value that wraps the specified layout.
    public init<L: Layout>(_ layout: L) { base = layout }

    /// The cached values of the wrapped layout.
    public struct Cache {
        var value: Any
    }

    /// The wrapped layout's properties.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Creates the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache(value: base.makeErasedCache(subviews)) }

    /// Updates the wrapped layout's cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        base.updateErasedCache(&cache.value, subviews)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        base.erasedSpacing(subviews, &cache.value)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        base.erasedSizeThatFits(proposal, subviews, &cache.value)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        base.erasedPlaceSubviews(bounds, proposal, subviews, &cache.value)
    }
}

extension AnyLayout: ContainerDescribing {
    var containerDescription: (kind: String, attributes: [String: String]) { containerKind(of: base) }
}

// The wrapped layout's methods with its cache as `Any`, so that `AnyLayout` can call them on
// an existential.
extension Layout {
    fileprivate func makeErasedCache(_ subviews: LayoutSubviews) -> Any { makeCache(subviews: subviews) }

    fileprivate func updateErasedCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        guard var typed = cache as? Cache else {
            cache = makeCache(subviews: subviews)
            return
        }
        updateCache(&typed, subviews: subviews)
        cache = typed
    }

    private func withTypedCache<R>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout Cache) -> R) -> R {
        var typed = cache as? Cache ?? makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }

    fileprivate func erasedSpacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        withTypedCache(&cache, subviews) { spacing(subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedSizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
        -> CGSize
    {
        withTypedCache(&cache, subviews) { sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedPlaceSubviews(
        _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any
    ) {
        withTypedCache(&cache, subviews) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
}
