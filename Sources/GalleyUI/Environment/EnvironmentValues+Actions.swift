// Actions views read from the environment and call. Galley has no windows, system settings
// or search fields to act on: where an action has nothing to do, calling it does nothing,
// as SwiftUI's does outside the context that gives it meaning. Presentations set `dismiss`
// and `refreshable(action:)` sets `refresh` for their content.

extension EnvironmentValues {
    /// An action that dismisses the current presentation.
    public var dismiss: DismissAction { self[DismissKey.self] }

    /// An action that opens a URL. Main-actor isolated, as in SwiftUI.
    @MainActor @preconcurrency public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// A refresh action stored in a view's environment, set by `refreshable(action:)` above;
    /// nil elsewhere.
    public var refresh: RefreshAction? { self[RefreshKey.self] }

    /// An action that ends the current search interaction.
    public var dismissSearch: DismissSearchAction { self[DismissSearchKey.self] }

    /// An action that activates a standard rename interaction; nil when none is configured.
    public var rename: RenameAction? { self[RenameKey.self] }

    /// An action that presents the app's settings scene.
    public var openSettings: OpenSettingsAction { self[OpenSettingsKey.self] }

    /// An action that opens a document at a URL.
    public var openDocument: OpenDocumentAction { self[OpenDocumentKey.self] }

    /// An action that asks the focus system to reevaluate default focus.
    public var resetFocus: ResetFocusAction { self[ResetFocusKey.self] }
}

/// Written by presentations for their content.
struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(action: {}, isPresentation: false) }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction(default: { _ in .systemAction }) }
}

/// Written by `refreshable(action:)`.
struct RefreshKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction() }
}

private struct RenameKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

extension View {
    /// Sets a closure to run for the rename action, which a `RenameButton` inside reads from
    /// the environment as `rename`.
    nonisolated public func renameAction(_ action: @escaping () -> Void) -> some View {
        let closure = RenameClosure(call: action)
        return modified(".renameAction") { context, _ in
            context.environment[RenameKey.self] = RenameAction(action: closure.call)
        }
    }

    /// Sets the rename action in the environment to focus the view bound to `isFocused`.
    nonisolated public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        renameAction { isFocused.wrappedValue = true }
    }
}

/// Carries the rename closure to the main actor, where the modifier and the action run; like
/// SwiftUI's, `renameAction(_:)` asks for neither `Sendable` nor an isolation.
private struct RenameClosure: @unchecked Sendable {
    let call: () -> Void
}

private struct OpenSettingsKey: EnvironmentKey {
    static var defaultValue: OpenSettingsAction { OpenSettingsAction() }
}

private struct OpenDocumentKey: EnvironmentKey {
    static var defaultValue: OpenDocumentAction { OpenDocumentAction() }
}

private struct ResetFocusKey: EnvironmentKey {
    static var defaultValue: ResetFocusAction { ResetFocusAction() }
}
