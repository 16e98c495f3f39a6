public import Foundation

// The document launch experience of iOS 18: a launch scene (or view) with a title, actions such
// as `NewDocumentButton`, a background and accessory views, above a document browser.
//
// SwiftUI's initialisers take the title as a `LocalizedStringResource`; GalleyUI has no such
// type, so each is declared, as `Window`'s are, with a `Text?`, a `LocalizedStringKey` and a
// `StringProtocol` title. GalleyUI has no document browser and opens no files: the launch
// content is evaluated (title, actions, background, accessory views with a zero-sized
// geometry proxy), so environment reads and `onAppear` happen, but no document is opened or
// created.

/// A proxy for access to the frame of the scene and its title view. GalleyUI lays nothing out,
/// so both frames are zero.
public struct DocumentLaunchGeometryProxy {
    /// Frame of the document launch interface.
    public var frame: CGRect { .zero }
    /// Frame of the title view within the interface.
    public var titleViewFrame: CGRect { .zero }
}

/// The default actions for the document group launch scene and the document launch view: a
/// button that creates a document.
nonisolated public struct DefaultDocumentGroupLaunchActions: View {
    /// Creates the default launch actions.
    public init() {}
    /// A "Create Document" button.
    @MainActor public var body: some View { NewDocumentButton() }
}

/// Describes the source used to create a new document. Equatable (Apple's examples compare
/// sources) and Sendable (they keep them in static properties).
public struct DocumentCreationSource: Equatable, Sendable {
    let id: String
    /// Creates a document creation source with the given identifier.
    public init(id: String) { self.id = id }
}

/// The launch content shared by the scene and the view: title, actions, background and
/// accessory views, evaluated in that order.
nonisolated struct DocumentLaunchContent<Actions: View>: View {
    let title: String?
    let actions: Actions
    let background: AnyView?
    let backgroundAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?
    let overlayAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?

    @MainActor var body: some View {
        ZStack {
            if let background { background }
            if let backgroundAccessory { backgroundAccessory(DocumentLaunchGeometryProxy()) }
            VStack {
                if let title { Text(verbatim: title) }
                actions
            }
            if let overlayAccessory { overlayAccessory(DocumentLaunchGeometryProxy()) }
        }
    }
}

/// The title forms of the launch initialisers.
enum LaunchTitle {
    static func of(_ text: Text?) -> String? { text?.string }
    static func of(_ key: LocalizedStringKey) -> String? { key.resolved }
    static func of<S: StringProtocol>(_ string: S) -> String? { String(string) }
}

// MARK: - DocumentGroupLaunchScene

/// A launch scene for document-based applications (iOS 18).
///
/// Inert: it opens at launch when it is the first window scene, as the launch screen of a
/// document app does, and its content is evaluated (see the top of this file); the document
/// groups after it are then not open, as no document has been chosen.
nonisolated public struct DocumentGroupLaunchScene<Actions> where Actions: View {
    let content: DocumentLaunchContent<Actions>

    init(
        title: String?, actions: Actions, background: AnyView? = nil,
        backgroundAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)? = nil,
        overlayAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)? = nil
    ) {
        content = DocumentLaunchContent(
            title: title, actions: actions, background: background, backgroundAccessory: backgroundAccessory,
            overlayAccessory: overlayAccessory)
    }
}

extension DocumentGroupLaunchScene: Scene, PrimitiveScene {
    /// A launch scene has no body.
    @MainActor @preconcurrency public var body: Never { fatalError("DocumentGroupLaunchScene has no body") }

    @MainActor func collect(into collector: SceneCollector, environment: EnvironmentValues) {
        collector.windows.append(
            .init(kind: "DocumentGroupLaunchScene", title: content.title, environment: environment, content: content))
    }
}

private func erase<V: View>(_ view: V) -> AnyView { AnyView(view) }
private func erase<V: View>(_ make: @escaping (DocumentLaunchGeometryProxy) -> V) -> (DocumentLaunchGeometryProxy) ->
    AnyView
{
    { AnyView(make($0)) }
}

extension DocumentGroupLaunchScene {
    /// Creates a launch scene with a title, a set of actions, and a background.
    nonisolated public init(
        _ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View
    ) {
        self.init(title: LaunchTitle.of(title), actions: actions(), background: erase(background()))
    }
    /// Creates a launch scene with a localized title, a set of actions, and a background.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder background: () -> some View
    ) {
        self.init(title: LaunchTitle.of(titleKey), actions: actions(), background: erase(background()))
    }
    /// Creates a launch scene with a title string, a set of actions, and a background.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View
    ) {
        self.init(title: LaunchTitle.of(title), actions: actions(), background: erase(background()))
    }

    /// Creates a launch scene with a title, a set of actions, a background, and a background
    /// accessory view.
    nonisolated public init(
        _ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(title), actions: actions(), background: erase(background()),
            backgroundAccessory: erase(backgroundAccessoryView))
    }
    /// Creates a launch scene with a localized title, a set of actions, a background, and a
    /// background accessory view.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(titleKey), actions: actions(), background: erase(background()),
            backgroundAccessory: erase(backgroundAccessoryView))
    }
    /// Creates a launch scene with a title string, a set of actions, a background, and a
    /// background accessory view.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(title), actions: actions(), background: erase(background()),
            backgroundAccessory: erase(backgroundAccessoryView))
    }

    /// Creates a launch scene with a title, a set of actions, a background, and background and
    /// overlay accessory views.
    nonisolated public init(
        _ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(title), actions: actions(), background: erase(background()),
            backgroundAccessory: erase(backgroundAccessoryView), overlayAccessory: erase(overlayAccessoryView))
    }
    /// Creates a launch scene with a localized title, a set of actions, a background, and
    /// background and overlay accessory views.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(titleKey), actions: actions(), background: erase(background()),
            backgroundAccessory: erase(backgroundAccessoryView), overlayAccessory: erase(overlayAccessoryView))
    }
    /// Creates a launch scene with a title string, a set of actions, a background, and
    /// background and overlay accessory views.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(title), actions: actions(), background: erase(background()),
            backgroundAccessory: erase(backgroundAccessoryView), overlayAccessory: erase(overlayAccessoryView))
    }

    /// Creates a launch scene with a title, a background style, and a set of actions.
    nonisolated public init<B: ShapeStyle>(
        _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
    ) {
        self.init(title: LaunchTitle.of(title), actions: actions())
    }
    /// Creates a launch scene with a localized title, a background style, and a set of actions.
    nonisolated public init<B: ShapeStyle>(
        _ titleKey: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
    ) {
        self.init(title: LaunchTitle.of(titleKey), actions: actions())
    }
    /// Creates a launch scene with a title string, a background style, and a set of actions.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, B: ShapeStyle>(
        _ title: S, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
    ) {
        self.init(title: LaunchTitle.of(title), actions: actions())
    }

    /// Creates a launch scene with a title, a background style, a set of actions, and a
    /// background accessory view.
    nonisolated public init<B: ShapeStyle>(
        _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: LaunchTitle.of(title), actions: actions(), backgroundAccessory: erase(backgroundAccessoryView))
    }
    /// Creates a launch scene with a localized title, a background style, a set of actions,
    /// and a background accessory view.
    nonisolated public init<B: ShapeStyle>(
        _ titleKey: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(titleKey), actions: actions(), backgroundAccessory: erase(backgroundAccessoryView))
    }
    /// Creates a launch scene with a title string, a background style, a set of actions, and
    /// a background accessory view.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, B: ShapeStyle>(
        _ title: S, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: LaunchTitle.of(title), actions: actions(), backgroundAccessory: erase(backgroundAccessoryView))
    }

    /// Creates a launch scene with a title, a background style, a set of actions, and
    /// background and overlay accessory views.
    nonisolated public init<B: ShapeStyle>(
        _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(title), actions: actions(), backgroundAccessory: erase(backgroundAccessoryView),
            overlayAccessory: erase(overlayAccessoryView))
    }
    /// Creates a launch scene with a localized title, a background style, a set of actions,
    /// and background and overlay accessory views.
    nonisolated public init<B: ShapeStyle>(
        _ titleKey: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(titleKey), actions: actions(), backgroundAccessory: erase(backgroundAccessoryView),
            overlayAccessory: erase(overlayAccessoryView))
    }
    /// Creates a launch scene with a title string, a background style, a set of actions, and
    /// background and overlay accessory views.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, B: ShapeStyle>(
        _ title: S, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(title), actions: actions(), backgroundAccessory: erase(backgroundAccessoryView),
            overlayAccessory: erase(overlayAccessoryView))
    }
}
