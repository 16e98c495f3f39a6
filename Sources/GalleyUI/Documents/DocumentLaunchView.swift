public import Foundation
public import GalleyUniformTypeIdentifiers

/// A view to present when launching document-related user experience (iOS 18).
///
/// Inert: its title, actions, background and accessory views are evaluated (see
/// `DocumentLaunch.swift`); no file is opened, so `onDocumentOpen` is never called.
nonisolated public struct DocumentLaunchView<Actions, DocumentView> where Actions: View, DocumentView: View {
    let content: DocumentLaunchContent<Actions>
    /// The content types the view can open.
    let contentTypes: [UTType]
    /// Makes the view for an opened document; GalleyUI opens none.
    let onDocumentOpen: (URL) -> DocumentView

    init(
        title: String?, contentTypes: [UTType], actions: Actions, onDocumentOpen: @escaping (URL) -> DocumentView,
        background: AnyView? = nil, backgroundAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)? = nil,
        overlayAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)? = nil
    ) {
        content = DocumentLaunchContent(
            title: title, actions: actions, background: background, backgroundAccessory: backgroundAccessory,
            overlayAccessory: overlayAccessory)
        self.contentTypes = contentTypes
        self.onDocumentOpen = onDocumentOpen
    }
}

extension DocumentLaunchView: View {
    /// The body of the view: the launch content.
    @MainActor @preconcurrency public var body: some View { content }
}

private func erase<V: View>(_ view: V) -> AnyView { AnyView(view) }
private func erase<V: View>(_ make: @escaping (DocumentLaunchGeometryProxy) -> V) -> (DocumentLaunchGeometryProxy) ->
    AnyView
{
    { AnyView(make($0)) }
}

extension DocumentLaunchView {
    /// Creates a launch view with a title, custom actions, and a background view.
    nonisolated public init(
        _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View
    ) {
        self.init(
            title: LaunchTitle.of(title), contentTypes: contentTypes, actions: actions(),
            onDocumentOpen: onDocumentOpen, background: erase(background()))
    }
    /// Creates a launch view with a localized title, custom actions, and a background view.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View
    ) {
        self.init(
            title: LaunchTitle.of(titleKey), contentTypes: contentTypes, actions: actions(),
            onDocumentOpen: onDocumentOpen, background: erase(background()))
    }
    /// Creates a launch view with a title string, custom actions, and a background view.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View
    ) {
        self.init(
            title: LaunchTitle.of(title), contentTypes: contentTypes, actions: actions(),
            onDocumentOpen: onDocumentOpen, background: erase(background()))
    }

    /// Creates a launch view with a title, custom actions, and an overlay accessory view.
    nonisolated public init(
        _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(title), contentTypes: contentTypes, actions: actions(),
            onDocumentOpen: onDocumentOpen, overlayAccessory: erase(overlayAccessoryView))
    }
    /// Creates a launch view with a localized title, custom actions, and an overlay accessory
    /// view.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(titleKey), contentTypes: contentTypes, actions: actions(),
            onDocumentOpen: onDocumentOpen, overlayAccessory: erase(overlayAccessoryView))
    }
    /// Creates a launch view with a title string, custom actions, and an overlay accessory view.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(title), contentTypes: contentTypes, actions: actions(),
            onDocumentOpen: onDocumentOpen, overlayAccessory: erase(overlayAccessoryView))
    }

    /// Creates a launch view with a title, a background style, custom actions, and an overlay
    /// accessory view.
    nonisolated public init<B: ShapeStyle>(
        _ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(title), contentTypes: contentTypes, actions: actions(),
            onDocumentOpen: onDocumentOpen, overlayAccessory: erase(overlayAccessoryView))
    }
    /// Creates a launch view with a localized title, a background style, custom actions, and
    /// an overlay accessory view.
    nonisolated public init<B: ShapeStyle>(
        _ titleKey: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B,
        @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(titleKey), contentTypes: contentTypes, actions: actions(),
            onDocumentOpen: onDocumentOpen, overlayAccessory: erase(overlayAccessoryView))
    }
    /// Creates a launch view with a title string, a background style, custom actions, and an
    /// overlay accessory view.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, B: ShapeStyle>(
        _ title: S, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(title), contentTypes: contentTypes, actions: actions(),
            onDocumentOpen: onDocumentOpen, overlayAccessory: erase(overlayAccessoryView))
    }

    /// Creates a launch view with a title, a background style, custom actions, and accessory
    /// views.
    nonisolated public init<B: ShapeStyle>(
        _ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(title), contentTypes: contentTypes, actions: actions(),
            onDocumentOpen: onDocumentOpen, backgroundAccessory: erase(backgroundAccessoryView),
            overlayAccessory: erase(overlayAccessoryView))
    }
    /// Creates a launch view with a localized title, a background style, custom actions, and
    /// accessory views.
    nonisolated public init<B: ShapeStyle>(
        _ titleKey: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B,
        @ViewBuilder _ actions: () -> Actions, @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(titleKey), contentTypes: contentTypes, actions: actions(),
            onDocumentOpen: onDocumentOpen, backgroundAccessory: erase(backgroundAccessoryView),
            overlayAccessory: erase(overlayAccessoryView))
    }
    /// Creates a launch view with a title string, a background style, custom actions, and
    /// accessory views.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, B: ShapeStyle>(
        _ title: S, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(title), contentTypes: contentTypes, actions: actions(),
            onDocumentOpen: onDocumentOpen, backgroundAccessory: erase(backgroundAccessoryView),
            overlayAccessory: erase(overlayAccessoryView))
    }

    /// Creates a launch view with a title, custom actions, a background view, and accessory
    /// views.
    nonisolated public init(
        _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(title), contentTypes: contentTypes, actions: actions(),
            onDocumentOpen: onDocumentOpen, background: erase(background()),
            backgroundAccessory: erase(backgroundAccessoryView), overlayAccessory: erase(overlayAccessoryView))
    }
    /// Creates a launch view with a localized title, custom actions, a background view, and
    /// accessory views.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(titleKey), contentTypes: contentTypes, actions: actions(),
            onDocumentOpen: onDocumentOpen, background: erase(background()),
            backgroundAccessory: erase(backgroundAccessoryView), overlayAccessory: erase(overlayAccessoryView))
    }
    /// Creates a launch view with a title string, custom actions, a background view, and
    /// accessory views.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(
            title: LaunchTitle.of(title), contentTypes: contentTypes, actions: actions(),
            onDocumentOpen: onDocumentOpen, background: erase(background()),
            backgroundAccessory: erase(backgroundAccessoryView), overlayAccessory: erase(overlayAccessoryView))
    }
}
