/// A type that wraps previews with shared context and view content, applied with the
/// `.modifier(_:)` preview trait.
///
/// ```swift
/// struct SampleLibrary: PreviewModifier {
///     static func makeSharedContext() async throws -> Library { Library.sample }
///     func body(content: Content, context: Library) -> some View {
///         content.environment(context)
///     }
/// }
/// ```
///
/// Galley type-checks modifiers with the previews that use them; it runs neither. As in SwiftUI,
/// the protocol is main-actor isolated, so a conformance's members are too.
@MainActor @preconcurrency public protocol PreviewModifier {
    /// The type of the shared context, created once for all previews using the modifier.
    associatedtype Context = Void
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The preview content the modifier wraps.
    typealias Content = PreviewModifierContent

    /// Creates the shared context for the previews using this modifier.
    static func makeSharedContext() async throws -> Context

    /// Wraps the preview's content, given the shared context.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// A modifier without context needs none made.
    public static func makeSharedContext() async throws {}
}

/// The content of a preview that a `PreviewModifier` wraps.
nonisolated public struct PreviewModifierContent: View {
    /// Preview content has no body; Galley never runs previews.
    public var body: Never { primitiveBody(Self.self) }
}
