// Toolbars. The items are evaluated (see `ToolbarContent`) after the view they are declared
// on, in its environment, so what they read is recorded; the bar itself, its placement and
// its look are recorded by name.

extension View {
    /// Populates the toolbar or navigation bar with the specified views.
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(AttachedContentModifier(name: ".toolbar", attached: content()))
    }

    /// Populates the toolbar or navigation bar with the specified items.
    nonisolated public func toolbar<Content: ToolbarContent>(
        @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        modifier(ToolbarModifier(detail: nil, items: content()))
    }

    /// Populates the toolbar or navigation bar with the specified items, allowing for user
    /// customization.
    nonisolated public func toolbar<Content: CustomizableToolbarContent>(
        id: String, @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        modifier(ToolbarModifier(detail: "id: \(quoted(id))", items: content()))
    }

    /// Specifies the visibility of a bar managed by SwiftUI.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> some View
    {
        inert(".toolbar", "\(visibility), for: " + Self.describe(bars))
    }

    /// Specifies the visibility of a bar managed by SwiftUI.
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> some View
    {
        inert(".toolbarVisibility", "\(visibility), for: " + Self.describe(bars))
    }

    /// Removes a toolbar item present by default.
    nonisolated public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        inert(".toolbar", "removing: " + (defaultItemKind.map(\.description) ?? "nil"))
    }

    /// Specifies the preferred shape style of the background of a bar managed by SwiftUI.
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
        -> some View
    {
        inert(".toolbarBackground", "\(style), for: " + Self.describe(bars))
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI.
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> some View
    {
        inert(".toolbarBackground", "\(visibility), for: " + Self.describe(bars))
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI.
    nonisolated public func toolbarBackgroundVisibility(
        _ visibility: Visibility, for bars: ToolbarPlacement...
    ) -> some View {
        inert(".toolbarBackgroundVisibility", "\(visibility), for: " + Self.describe(bars))
    }

    /// Specifies the preferred color scheme of a bar managed by SwiftUI. A preference for the
    /// bar, not an environment write: views below keep the scheme in effect.
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
        -> some View
    {
        inert(
            ".toolbarColorScheme", (colorScheme.map { "\($0)" } ?? "nil") + ", for: " + Self.describe(bars))
    }

    /// Configures the semantic role for the content populating the toolbar.
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View {
        inert(".toolbarRole", role.description)
    }

    /// Configures the toolbar title display mode for this view.
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        inert(".toolbarTitleDisplayMode", mode.description)
    }

    /// Configures the toolbar title with a menu; the menu's items are evaluated.
    nonisolated public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(AttachedContentModifier(name: ".toolbarTitleMenu", attached: content()))
    }

    nonisolated private static func describe(_ bars: [ToolbarPlacement]) -> String {
        bars.map(\.description).joined(separator: ", ")
    }
}

/// `toolbar(content:)` with toolbar content: a `.toolbar` node holding the modified view,
/// then the items.
nonisolated struct ToolbarModifier<Items: ToolbarContent>: ViewModifier, PrimitiveModifier {
    let detail: String?
    let items: Items

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content evaluateContent: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(".toolbar", detail: detail, parent: parent, context: context)
        evaluateContent(node, context.inside(node))
        evaluator.evaluateToolbar(items, parent: node, context: context.insideContainer(node).at(".items"))
    }
}
