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
