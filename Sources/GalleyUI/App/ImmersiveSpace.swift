// Immersive spaces (visionOS, and macOS 26 for the immersion styles): a scene that shows its
// content around the person rather than in a window, opened on request with the
// `openImmersiveSpace` action and styled with `immersionStyle(selection:in:)`.
//
// Galley has no display and no space around anyone. An immersive space is a scene nobody has
// opened: it is listed among the app's scenes, never open at launch, and its content closure is
// never called (the content of a space is made only when the space opens). The
// `openImmersiveSpace` action answers `.error` (WindowActions.swift), so no space ever opens; the
// immersion style modifier leaves the scene as it is and never writes its selection.
//
// The initialisers follow Apple's pages (Surface/pages/SwiftUI/ImmersiveSpace/). Two kinds have no
// page among those gathered and follow the shape of their documented neighbours: `init(for:content:)`
// (content, no identifier) and the view forms other than `init(id:content:)`, whose views are
// built with `@ViewBuilder`: GalleyUI has no `@ContentBuilder` and uses `@ViewBuilder` where Apple's
// pages now write it (as for `DocumentGroup`).

/// A type that can be the content of an immersive space: views (wrapped in
/// `ImmersiveSpaceViewContent`) or compositor content.
@MainActor @preconcurrency public protocol ImmersiveSpaceContent {
    /// The type of content this content's body is made of.
    associatedtype Body: ImmersiveSpaceContent
    /// The content this content is made of.
    @ImmersiveSpaceContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ImmersiveSpaceContent {}

/// Builds the content of an immersive space from a closure: one piece of content, passed
/// through.
@resultBuilder public struct ImmersiveSpaceContentBuilder {
    /// Passes a single piece of content through unmodified.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: ImmersiveSpaceContent {
        content
    }
}

/// The content of an immersive space made of views. SwiftUI makes it from the view forms of
/// `ImmersiveSpace`'s initialisers; code does not create it.
nonisolated public struct ImmersiveSpaceViewContent<Content>: ImmersiveSpaceContent where Content: View {
    /// View content has no body.
    @MainActor @preconcurrency public var body: Never { fatalError("ImmersiveSpaceViewContent has no body") }
}

extension CompositorContentBuilder {
    /// The content of an immersive space drawn by compositor content. SwiftUI makes it from
    /// the `makeContent` forms of `ImmersiveSpace`'s initialisers; code does not create it.
    nonisolated public struct Content<C>: ImmersiveSpaceContent where C: CompositorContent {
        /// Compositor content has no body here.
        @MainActor @preconcurrency public var body: Never { fatalError("CompositorContentBuilder.Content has no body") }
    }
}

/// A scene that shows its content in the space around the person instead of in a window.
///
/// Inert: never open (see the top of this file). It is listed among the app's scenes as
/// "ImmersiveSpace", with its identifier as its title, and its content closure is not called.
nonisolated public struct ImmersiveSpace<Content, Data>
where Content: ImmersiveSpaceContent, Data: Decodable, Data: Encodable, Data: Hashable {
    let id: String?

    init(identifier: String?) { id = identifier }
}

extension ImmersiveSpace: Scene, PrimitiveScene {
    /// An immersive space has no body.
    @MainActor @preconcurrency public var body: Never { fatalError("ImmersiveSpace has no body") }

    @MainActor func collect(into collector: SceneCollector, environment: EnvironmentValues) {
        collector.windows.append(
            .init(
                kind: "ImmersiveSpace", title: id, environment: environment, content: EmptyView(), opensAtLaunch: false)
        )
    }
}

// MARK: - Immersive space content

extension ImmersiveSpace {
    /// Creates an immersive space from immersive space content.
    nonisolated public init(@ImmersiveSpaceContentBuilder content: @escaping () -> Content) where Data == Never {
        self.init(identifier: nil)
    }

    /// Creates an immersive space with an identifier, from immersive space content.
    nonisolated public init(id: String, @ImmersiveSpaceContentBuilder content: () -> Content) where Data == Never {
        self.init(identifier: id)
    }

    /// Creates an immersive space with an identifier, from immersive space content that is
    /// made when the space opens.
    nonisolated public init(id: String, @ImmersiveSpaceContentBuilder makeContent: @escaping () -> Content)
    where Data == Never {
        self.init(identifier: id)
    }

    /// Creates an immersive space that presents values of `type`, which its content receives
    /// bound (nil when it was opened without one).
    nonisolated public init(
        for type: Data.Type, @ImmersiveSpaceContentBuilder content: @escaping (Binding<Data?>) -> Content
    ) {
        self.init(identifier: nil)
    }

    /// Creates an immersive space with an identifier that presents values of `type`.
    nonisolated public init(
        id: String, for type: Data.Type, @ImmersiveSpaceContentBuilder content: @escaping (Binding<Data?>) -> Content
    ) {
        self.init(identifier: id)
    }

    /// Creates an immersive space that presents values of `type`, using `defaultValue` when it
    /// is opened without one.
    nonisolated public init(
        for type: Data.Type = Data.self, @ImmersiveSpaceContentBuilder content: @escaping (Binding<Data>) -> Content,
        defaultValue: @escaping () -> Data
    ) {
        self.init(identifier: nil)
    }

    /// Creates an immersive space with an identifier that presents values of `type`, using
    /// `defaultValue` when it is opened without one.
    nonisolated public init(
        id: String, for type: Data.Type = Data.self,
        @ImmersiveSpaceContentBuilder content: @escaping (Binding<Data>) -> Content, defaultValue: @escaping () -> Data
    ) {
        self.init(identifier: id)
    }
}

// MARK: - View content

extension ImmersiveSpace {
    /// Creates an immersive space whose content is views.
    nonisolated public init<V>(@ViewBuilder content: @escaping () -> V)
    where Content == ImmersiveSpaceViewContent<V>, Data == Never, V: View {
        self.init(identifier: nil)
    }

    /// Creates an immersive space with an identifier whose content is views.
    nonisolated public init<V>(id: String, @ViewBuilder content: () -> V)
    where Content == ImmersiveSpaceViewContent<V>, Data == Never, V: View {
        self.init(identifier: id)
    }

    /// Creates an immersive space whose views present values of `type`, bound (nil when it was
    /// opened without one).
    nonisolated public init<V>(for type: Data.Type, @ViewBuilder content: @escaping (Binding<Data?>) -> V)
    where Content == ImmersiveSpaceViewContent<V>, V: View {
        self.init(identifier: nil)
    }

    /// Creates an immersive space with an identifier whose views present values of `type`.
    nonisolated public init<V>(id: String, for type: Data.Type, @ViewBuilder content: @escaping (Binding<Data?>) -> V)
    where Content == ImmersiveSpaceViewContent<V>, V: View {
        self.init(identifier: id)
    }

    /// Creates an immersive space whose views present values of `type`, using `defaultValue`
    /// when it is opened without one.
    nonisolated public init<V>(
        for type: Data.Type = Data.self, @ViewBuilder content: @escaping (Binding<Data>) -> V,
        defaultValue: @escaping () -> Data
    ) where Content == ImmersiveSpaceViewContent<V>, V: View {
        self.init(identifier: nil)
    }

    /// Creates an immersive space with an identifier whose views present values of `type`,
    /// using `defaultValue` when it is opened without one.
    nonisolated public init<V>(
        id: String, for type: Data.Type = Data.self, @ViewBuilder content: @escaping (Binding<Data>) -> V,
        defaultValue: @escaping () -> Data
    ) where Content == ImmersiveSpaceViewContent<V>, V: View {
        self.init(identifier: id)
    }
}

// MARK: - Compositor content

extension ImmersiveSpace {
    /// Creates an immersive space drawn by compositor content.
    nonisolated public init<C>(@CompositorContentBuilder makeContent: @escaping () -> C)
    where Content == CompositorContentBuilder.Content<C>, Data == Never, C: CompositorContent {
        self.init(identifier: nil)
    }

    /// Creates an immersive space with an identifier whose compositor content presents values
    /// of `type`, bound (nil when it was opened without one).
    nonisolated public init<C>(
        id: String, for type: Data.Type, @CompositorContentBuilder makeContent: @escaping (Binding<Data?>) -> C
    ) where Content == CompositorContentBuilder.Content<C>, C: CompositorContent {
        self.init(identifier: id)
    }

    /// Creates an immersive space whose compositor content presents values of `type`, using
    /// `defaultValue` when it is opened without one.
    nonisolated public init<C>(
        for type: Data.Type = Data.self, @CompositorContentBuilder makeContent: @escaping (Binding<Data>) -> C,
        defaultValue: @escaping () -> Data
    ) where Content == CompositorContentBuilder.Content<C>, C: CompositorContent {
        self.init(identifier: nil)
    }

    /// Creates an immersive space with an identifier whose compositor content presents values
    /// of `type`, using `defaultValue` when it is opened without one.
    nonisolated public init<C>(
        id: String, for type: Data.Type = Data.self,
        @CompositorContentBuilder makeContent: @escaping (Binding<Data>) -> C, defaultValue: @escaping () -> Data
    ) where Content == CompositorContentBuilder.Content<C>, C: CompositorContent {
        self.init(identifier: id)
    }
}

// MARK: - Immersion styles

/// The ways an immersive space can show its content: among the person's surroundings, in place
/// of them, or in a portal of adjustable size.
public protocol ImmersionStyle {}

/// The style a space gets when none is chosen.
public struct AutomaticImmersionStyle: ImmersionStyle {
    /// Creates the automatic style.
    public init() {}
}

/// Content shown among the person's surroundings, with other apps' content.
public struct MixedImmersionStyle: ImmersionStyle {
    /// Creates the mixed style.
    public init() {}
}

/// Content shown in place of the person's surroundings.
public struct FullImmersionStyle: ImmersionStyle {
    /// Creates the full style.
    public init() {}
}

/// Content shown in a portal that replaces part of the person's surroundings, whose size the
/// person can change within a range.
public struct ProgressiveImmersionStyle: ImmersionStyle {
    let range: ClosedRange<Double>?
    let initialAmount: Double?

    /// Creates the progressive style with the system's range.
    public init() {
        range = nil
        initialAmount = nil
    }

    /// Creates the progressive style with a range of immersion (fractions of the field of view,
    /// from 0 to 1) and, optionally, the amount to start at.
    public init(immersion: ClosedRange<Double>, initialAmount: Double?) {
        range = immersion
        self.initialAmount = initialAmount
    }
}

extension ImmersionStyle where Self == AutomaticImmersionStyle {
    /// The style a space gets when none is chosen.
    public static var automatic: AutomaticImmersionStyle { AutomaticImmersionStyle() }
}

extension ImmersionStyle where Self == MixedImmersionStyle {
    /// Content shown among the person's surroundings.
    public static var mixed: MixedImmersionStyle { MixedImmersionStyle() }
}

extension ImmersionStyle where Self == FullImmersionStyle {
    /// Content shown in place of the person's surroundings.
    public static var full: FullImmersionStyle { FullImmersionStyle() }
}

extension ImmersionStyle where Self == ProgressiveImmersionStyle {
    /// Content shown in a portal of the system's range of sizes.
    public static var progressive: ProgressiveImmersionStyle { ProgressiveImmersionStyle() }

    /// Content shown in a portal whose size stays within `immersionRange`, starting at
    /// `initialAmount` (or the system's choice).
    public static func progressive(_ immersionRange: ClosedRange<Double>, initialAmount: Double? = nil)
        -> ProgressiveImmersionStyle
    {
        ProgressiveImmersionStyle(immersion: immersionRange, initialAmount: initialAmount)
    }
}

extension Scene {
    /// Chooses the style of an immersive space among `styles`, as `selection` says. Inert: no
    /// space opens in Galley, so the scene is left as it is and `selection` is never written.
    nonisolated public func immersionStyle(selection: Binding<any ImmersionStyle>, in styles: any ImmersionStyle...)
        -> some Scene
    {
        self
    }
}
