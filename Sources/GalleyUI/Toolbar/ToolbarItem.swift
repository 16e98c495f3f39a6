/// A model that represents an item which can be placed in the toolbar or navigation bar.
///
/// Evaluated as a `ToolbarItem` node, detailed with its placement (and id), whose child is
/// the item's content.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let itemID: ID
    let placement: ToolbarItemPlacement
    let content: Content

    /// The content of the toolbar item; it has no body of its own.
    public var body: Never { return primitiveBody(Self.self) }

    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let detail = (itemID as? String).map { "id: \(quoted($0)), " } ?? ""
        evaluator.container(
            "ToolbarItem", detail: detail + placement.description, content: content, parent: parent,
            context: context)
    }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(itemID: (), placement: placement, content: content())
    }
}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with the specified placement and content, which can be
    /// customized by identifier.
    public init(
        id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
    ) {
        self.init(itemID: id, placement: placement, content: content())
    }

    /// Creates a toolbar item with the specified placement, visibility by default and content.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    public init(
        id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
        @ViewBuilder content: () -> Content
    ) {
        self.init(itemID: id, placement: placement, content: content())
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

/// A model that represents a group of `ToolbarItem`s which can be placed in the toolbar or
/// navigation bar.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a toolbar item group with a specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// The group's items; it has no body of its own.
    public var body: Never { return primitiveBody(Self.self) }

    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.container(
            "ToolbarItemGroup", detail: placement.description, content: content, parent: parent,
            context: context)
    }
}

/// The title menu of a toolbar, shown from the navigation title.
public struct ToolbarTitleMenu<Content: View>: ToolbarContent, CustomizableToolbarContent,
    PrimitiveToolbarContent
{
    let content: Content

    /// Creates a toolbar title menu.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The menu's items; it has no body of its own.
    public var body: Never { return primitiveBody(Self.self) }

    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.container("ToolbarTitleMenu", content: content, parent: parent, context: context)
    }
}
