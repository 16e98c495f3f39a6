// Presentations: a sheet's content is evaluated while its binding is true, inheriting the
// presenter's environment, with `isPresented` true and a `dismiss` action that resets the
// binding.

extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier(name: ".sheet", isPresented: isPresented.wrappedValue, content: content) {
                isPresented.wrappedValue = false
                onDismiss?()
            })
    }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let item_ = item.wrappedValue
        return modifier(
            PresentationModifier(
                name: ".sheet", isPresented: item_ != nil, content: { item_.map(content) }
            ) {
                item.wrappedValue = nil
                onDismiss?()
            })
    }

    /// Presents a modal view that covers as much of the screen as possible.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents an alert when a given condition is true. Its actions are never chosen.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        inert(".alert", "\"\(titleKey.resolved)\"" + (isPresented.wrappedValue ? " (presented)" : ""))
    }

    /// Populates the toolbar or navigation bar with the specified items.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(LayerModifier(name: ".toolbar", layer: content()))
    }
}

struct PresentationModifier<Presented: View>: ViewModifier, PrimitiveModifier {
    let name: String
    let isPresented: Bool
    let content: () -> Presented
    let dismiss: @MainActor () -> Void

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content evaluateContent: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(
            name, detail: isPresented ? "presented" : nil, parent: parent, context: context)
        evaluateContent(node, context.inside(node))
        guard isPresented else { return }
        var presented = context.insideContainer(node).at(".presented")
        presented.environment.isPresented = true
        presented.environment.dismiss = DismissAction(action: dismiss, isPresentation: true)
        evaluator.evaluate(content(), parent: node, context: presented)
    }
}

/// A placeholder for toolbar items: the content is evaluated like any view.
public struct ToolbarItem<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a toolbar item with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// The item's content.
    public var body: some View { content }
}

/// A structure that defines the placement of a toolbar item.
public struct ToolbarItemPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}
