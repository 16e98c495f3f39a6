// Compositor content: what an immersive space draws with its own Metal renderer. SwiftUI
// declares the protocol, its builder and the lifecycle modifiers below (macOS 26, visionOS 26;
// not iOS); the content itself, `CompositorLayer`, comes from Compositor Services, which does
// not exist on Linux, and GalleyUI's `ImmersiveSpace` never opens (ImmersiveSpace.swift). So
// code generic over compositor content type-checks, and nothing ever presents it: the modifiers
// are recorded in the value they return, and their actions never run.

/// A type that describes content a scene renders itself rather than with views.
@MainActor public protocol CompositorContent {
    /// The type of content this content's body is made of.
    associatedtype Body: CompositorContent
    /// The content this content is made of.
    @CompositorContentBuilder @MainActor var body: Self.Body { get }
}

/// Builds compositor content from a closure: one piece of content, passed through.
@resultBuilder public struct CompositorContentBuilder {
    /// Passes a single piece of content through unmodified.
    public static func buildBlock<C>(_ content: C) -> C where C: CompositorContent { content }
    /// Passes a content expression through unmodified.
    public static func buildExpression<C>(_ content: C) -> C where C: CompositorContent { content }
}

extension CompositorContent {
    /// Adds an action to perform before this content appears. Recorded: GalleyUI presents no
    /// compositor content, so the action never runs.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some CompositorContent {
        LifecycleCompositorContent(content: self, modifier: ".onAppear", action: action ?? {})
    }

    /// Adds an action to perform when `value` changes. Recorded: GalleyUI presents no
    /// compositor content, so the value is never compared and the action never runs.
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some CompositorContent where V: Equatable
    {
        LifecycleCompositorContent(content: self, modifier: ".onChange", action: action)
    }
}

/// Compositor content with a lifecycle modifier recorded on it; it stands for its content.
nonisolated struct LifecycleCompositorContent<Content: CompositorContent>: CompositorContent {
    let content: Content
    let modifier: String
    let action: () -> Void

    var body: Content { content }
}
