public import GalleyUniformTypeIdentifiers

/// An action that presents a new document in a window of its own (macOS). Galley opens no
/// windows: calling it creates no document, opens nothing and records nothing.
@MainActor @preconcurrency public struct NewDocumentAction: CustomStringConvertible {
    nonisolated init() {}

    /// Presents a new value-type document.
    public func callAsFunction<D>(_ newDocument: @autoclosure @escaping @Sendable () -> D) where D: FileDocument {}

    /// Presents a new reference-type document.
    public func callAsFunction<D>(_ newDocument: @escaping @Sendable () -> D) where D: ReferenceFileDocument {}

    /// Presents a new document of `contentType`.
    public func callAsFunction(contentType: UTType) {}

    /// `NewDocumentAction`.
    nonisolated public var description: String { "NewDocumentAction" }
}

extension EnvironmentValues {
    /// An action that presents a new document (macOS); see `NewDocumentAction`.
    public var newDocument: NewDocumentAction { self[NewDocumentKey.self] }
}

private struct NewDocumentKey: EnvironmentKey {
    static var defaultValue: NewDocumentAction { NewDocumentAction() }
}
