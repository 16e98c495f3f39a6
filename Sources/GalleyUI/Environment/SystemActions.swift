// Actions that ask the system for something Galley does not have: a search field to leave,
// a settings window, a document window, a rename field, a focus engine. Each is callable
// and does nothing.

/// An action that ends the current search interaction. Galley never searches, so there is
/// nothing to end.
@MainActor @preconcurrency public struct DismissSearchAction: CustomStringConvertible {
    nonisolated init() {}

    /// Dismisses the current search operation, if any.
    public func callAsFunction() {}

    /// `DismissSearchAction`.
    nonisolated public var description: String { "DismissSearchAction" }
}

/// An action that activates a standard rename interaction.
///
/// `renameAction(_:)` takes a closure that is neither `Sendable` nor isolated, as SwiftUI's
/// does; the action only ever calls it on the main actor.
@MainActor @preconcurrency public struct RenameAction: CustomStringConvertible {
    nonisolated(unsafe) let action: () -> Void

    nonisolated init(action: @escaping () -> Void) { self.action = action }

    /// Triggers the standard rename action provided through the environment.
    public func callAsFunction() { action() }

    /// `RenameAction`.
    nonisolated public var description: String { "RenameAction" }
}

/// An action that presents the settings scene for an app. Galley opens no settings window.
@MainActor @preconcurrency public struct OpenSettingsAction: CustomStringConvertible {
    nonisolated init() {}

    /// Opens the app's settings scene.
    public func callAsFunction() {}

    /// `OpenSettingsAction`.
    nonisolated public var description: String { "OpenSettingsAction" }
}

/// An action that presents an existing document. Galley opens no documents: the call returns
/// without error and nothing opens.
@MainActor @preconcurrency public struct OpenDocumentAction: CustomStringConvertible {
    nonisolated init() {}

    /// Opens the document at the specified file URL.
    public func callAsFunction(at url: URL) async throws {}

    /// `OpenDocumentAction`.
    nonisolated public var description: String { "OpenDocumentAction" }
}

/// An action that asks the focus system to reevaluate default focus in a namespace.
@MainActor @preconcurrency public struct ResetFocusAction: CustomStringConvertible {
    nonisolated init() {}

    /// Asks the focus system to reevaluate where focus goes by default in `namespace`.
    public func callAsFunction(in namespace: Namespace.ID) {}

    /// `ResetFocusAction`.
    nonisolated public var description: String { "ResetFocusAction" }
}
