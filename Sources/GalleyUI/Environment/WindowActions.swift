/// An action that presents a window.
///
/// Read it with `@Environment(\.openWindow)` and call it with a scene identifier or a
/// value. Galley opens no windows: calling it records nothing and changes nothing, and the
/// scene it names is never evaluated.
@MainActor @preconcurrency public struct OpenWindowAction: CustomStringConvertible {
    nonisolated init() {}

    /// Opens a window that's associated with the specified identifier.
    @MainActor @preconcurrency public func callAsFunction(id: String) {}

    /// Opens a window defined by a window group that presents the type of the specified value.
    @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

    /// Opens a window defined by the window group that presents the specified value type and
    /// that's associated with the specified identifier.
    @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(
        id: String, value: D
    ) {}

    /// Opens a window that's associated with the specified identifier, sharing it as
    /// `sharingBehavior` says. Galley shares and opens nothing; the call returns at once.
    @MainActor public func callAsFunction(id: String, sharingBehavior: OpenWindowAction.SharingBehavior) async throws {}

    /// Opens a window defined by a window group that presents the type of the specified
    /// value, sharing it as `sharingBehavior` says. Galley shares and opens nothing.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(
        value: D, sharingBehavior: OpenWindowAction.SharingBehavior
    ) async throws {}

    /// Opens a window defined by the window group that presents the specified value type and
    /// that's associated with the specified identifier, sharing it as `sharingBehavior` says.
    /// Galley shares and opens nothing.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(
        id: String, value: D, sharingBehavior: OpenWindowAction.SharingBehavior
    ) async throws {}

    /// Whether a window opened by the action is offered to a sharing session.
    public struct SharingBehavior: Sendable {
        let name: String
        /// The window is shared if a sharing session is available and the person accepts; it
        /// opens either way.
        public static let requested = SharingBehavior(name: "requested")
        /// The window is shared if a sharing session is available and the person accepts; it
        /// opens only if sharing succeeds.
        public static let required = SharingBehavior(name: "required")
    }

    /// `OpenWindowAction`.
    nonisolated public var description: String { "OpenWindowAction" }
}

/// An action that opens the requested window in place of the window the action is called
/// from (visionOS). Read it with `@Environment(\.pushWindow)`. Galley opens no windows: like
/// `openWindow`, calling it changes nothing.
@MainActor public struct PushWindowAction: CustomStringConvertible {
    nonisolated init() {}

    /// Pushes a window that's associated with the specified identifier.
    @MainActor public func callAsFunction(id: String) {}

    /// Pushes a window defined by a window group that presents the type of the specified value.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

    /// Pushes a window defined by the window group that presents the specified value type and
    /// that's associated with the specified identifier.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}

    /// `PushWindowAction`.
    nonisolated public var description: String { "PushWindowAction" }
}

/// An action that dismisses a window associated to a particular scene. Inert in Galley.
@MainActor @preconcurrency public struct DismissWindowAction: CustomStringConvertible {
    nonisolated init() {}

    /// Dismisses the current window.
    @MainActor @preconcurrency public func callAsFunction() {}

    /// Dismisses the window that's associated with the specified identifier.
    @MainActor @preconcurrency public func callAsFunction(id: String) {}

    /// Dismisses the window defined by the window group that is presenting the specified value.
    @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

    /// Dismisses the window defined by the window group that is presenting the specified
    /// value and that's associated with the specified identifier.
    @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(
        id: String, value: D
    ) {}

    /// `DismissWindowAction`.
    nonisolated public var description: String { "DismissWindowAction" }
}

/// An action that presents an immersive space (visionOS, and macOS for a remote one). Read it
/// with `@Environment(\.openImmersiveSpace)` and await it with a space's identifier or a value.
/// Galley has no space to present, so the call answers `.error` at once and evaluates no scene.
@MainActor public struct OpenImmersiveSpaceAction: CustomStringConvertible {
    nonisolated init() {}

    /// What came of a request to open an immersive space.
    public enum Result: Sendable {
        /// The immersive space opened.
        case opened
        /// The person declined to open it.
        case userCancelled
        /// It could not be opened: in Galley, always.
        case error
    }

    /// Presents the immersive space with the specified identifier.
    @discardableResult @MainActor public func callAsFunction(id: String) async -> OpenImmersiveSpaceAction.Result {
        .error
    }

    /// Presents the immersive space that handles the type of the specified value.
    @discardableResult @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(
        value: D
    ) async -> OpenImmersiveSpaceAction.Result { .error }

    /// Presents the immersive space with the specified identifier that handles the type of the
    /// specified value.
    @discardableResult @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(
        id: String, value: D
    ) async -> OpenImmersiveSpaceAction.Result { .error }

    /// `OpenImmersiveSpaceAction`.
    nonisolated public var description: String { "OpenImmersiveSpaceAction" }
}

/// An action that dismisses the open immersive space. Galley never opens one, so awaiting it
/// returns at once.
@MainActor public struct DismissImmersiveSpaceAction: CustomStringConvertible {
    nonisolated init() {}

    /// Dismisses the open immersive space, if there is one.
    @MainActor public func callAsFunction() async {}

    /// `DismissImmersiveSpaceAction`.
    nonisolated public var description: String { "DismissImmersiveSpaceAction" }
}

extension EnvironmentValues {
    /// An action that presents an immersive space.
    public var openImmersiveSpace: OpenImmersiveSpaceAction { self[OpenImmersiveSpaceKey.self] }

    /// An action that dismisses the open immersive space.
    public var dismissImmersiveSpace: DismissImmersiveSpaceAction { self[DismissImmersiveSpaceKey.self] }

    /// The undo manager of the window the view is in. Galley has one window, so every view
    /// reads the same manager, as the views of one window do.
    public var undoManager: UndoManager? { self[UndoManagerKey.self] }
}

private struct OpenImmersiveSpaceKey: EnvironmentKey {
    static var defaultValue: OpenImmersiveSpaceAction { OpenImmersiveSpaceAction() }
}

private struct DismissImmersiveSpaceKey: EnvironmentKey {
    static var defaultValue: DismissImmersiveSpaceAction { DismissImmersiveSpaceAction() }
}

/// The one window's undo manager.
private let windowUndoManager = UndoManager()

private struct UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManager? { windowUndoManager }
}

extension EnvironmentValues {
    /// A window presentation action stored in a view's environment.
    public var openWindow: OpenWindowAction { self[OpenWindowKey.self] }

    /// A window dismissal action stored in a view's environment.
    public var dismissWindow: DismissWindowAction { self[DismissWindowKey.self] }

    /// A window pushing action stored in a view's environment.
    public var pushWindow: PushWindowAction { self[PushWindowKey.self] }
}

private struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction() }
}

private struct PushWindowKey: EnvironmentKey {
    static var defaultValue: PushWindowAction { PushWindowAction() }
}

private struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction() }
}
