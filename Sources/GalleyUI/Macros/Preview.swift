/// Creates a preview of a SwiftUI view. Galley type-checks the preview's body and never runs it.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) =
    #externalMacro(module: "EntryMacros", type: "PreviewMacro")

/// Creates a preview of a SwiftUI view with traits such as `.sizeThatFitsLayout`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<PreviewViewTraits>,
    _ additionalTraits: PreviewTrait<PreviewViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "EntryMacros", type: "PreviewMacro")

/// Marks a declaration in a `#Preview` body as preview state, e.g. `@Previewable @State var on = true`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "EntryMacros", type: "PreviewableMacro")
