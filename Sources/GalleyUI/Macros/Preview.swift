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

/// Creates one preview of a SwiftUI view for each of the given arguments. Galley
/// type-checks the body against the arguments' type and never runs it.
@freestanding(declaration)
public macro Preview<T>(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., arguments: [T],
    @ViewBuilder body: @escaping @MainActor (T) -> any View
) = #externalMacro(module: "EntryMacros", type: "PreviewMacro")

/// A preview of a view, as `#Preview` makes one: a name, traits and a body.
///
/// Galley shows no canvas: a preview made directly holds what it was given and is never
/// evaluated, so its body is type-checked and not run.
@MainActor public struct Preview {
    /// The traits of view previews.
    public typealias ViewTraits = PreviewViewTraits

    /// The preview's name, if it has one.
    public let name: String?
    /// The names of the preview's traits.
    let traits: [String]

    /// Creates a preview of the view `body` makes.
    public init(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = traits.map(\.name)
    }

    /// Creates one preview for each argument, of the view `body` makes from it.
    public init<T>(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., arguments: [T],
        @ViewBuilder body: @escaping @MainActor (T) -> any View
    ) {
        self.name = name
        self.traits = traits.map(\.name)
    }
}

/// A result builder for the body of a preview, made of one view.
@resultBuilder public struct PreviewBodyBuilder<Content> {
    /// Passes the one expression through.
    public static func buildBlock(_ content: Content) -> Content { content }
}

/// A result builder for the body of a `#Preview` macro, made of one view.
@resultBuilder public struct PreviewMacroBodyBuilder<Content> {
    /// Passes the one expression through.
    public static func buildBlock(_ content: Content) -> Content { content }
}

/// A context type for use with a preview (deprecated in SwiftUI with `PreviewProvider`'s
/// contexts). A type conforming to it answers reads of preview context keys.
public protocol PreviewContext {
    /// Returns the value of the given key in this context.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

/// A key for a preview context value.
public protocol PreviewContextKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value of the key in a context that does not set it.
    static var defaultValue: Value { get }
}

extension View {
    /// Declares a context for the preview (deprecated in SwiftUI). Recorded.
    nonisolated public func previewContext<C: PreviewContext>(_ value: C) -> some View {
        inert(".previewContext", String(describing: C.self))
    }
}
