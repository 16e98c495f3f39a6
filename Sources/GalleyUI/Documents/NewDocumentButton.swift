public import Foundation
public import GalleyUniformTypeIdentifiers

/// A button that creates and opens new documents (iOS 18, macOS 15).
///
/// Inert: the evaluated tree shows the button and its label; GalleyUI has no document browser,
/// so pressing it creates nothing and its `prepareDocument` closures are never called. SwiftUI
/// takes the title as a `LocalizedStringResource`; GalleyUI declares `Text?`,
/// `LocalizedStringKey` and `StringProtocol` titles instead, as for `Window`.
nonisolated public struct NewDocumentButton<Label> where Label: View {
    let label: Label
    /// The content type of the document to create, when given.
    let contentType: UTType?
    /// The creation source the button tags new documents with (iOS 27), when given.
    let source: DocumentCreationSource?
}

extension NewDocumentButton: View {
    /// A button with the label; its action does nothing here.
    @MainActor @preconcurrency public var body: some View { Button(action: {}, label: { label }) }
}

extension NewDocumentButton where Label == Text {
    init(title: String?, contentType: UTType?, source: DocumentCreationSource? = nil) {
        self.init(label: Text(verbatim: title ?? "Create Document"), contentType: contentType, source: source)
    }

    /// Creates and opens new documents.
    nonisolated public init(_ title: Text? = nil, contentType: UTType? = nil) {
        self.init(title: LaunchTitle.of(title), contentType: contentType)
    }
    /// Creates and opens new documents, with a localized title.
    nonisolated public init(_ titleKey: LocalizedStringKey, contentType: UTType? = nil) {
        self.init(title: LaunchTitle.of(titleKey), contentType: contentType)
    }
    /// Creates and opens new documents, with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, contentType: UTType? = nil) {
        self.init(title: LaunchTitle.of(title), contentType: contentType)
    }

    /// Creates and opens new value-type documents that `prepareDocument` prepares.
    nonisolated public init<D: FileDocument>(
        _ title: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D? = { nil }
    ) {
        self.init(title: LaunchTitle.of(title), contentType: contentType)
    }
    /// Creates and opens new value-type documents that `prepareDocument` prepares, with a
    /// localized title.
    nonisolated public init<D: FileDocument>(
        _ titleKey: LocalizedStringKey, for documentType: D.Type = D.self, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D? = { nil }
    ) {
        self.init(title: LaunchTitle.of(titleKey), contentType: contentType)
    }
    /// Creates and opens new value-type documents that `prepareDocument` prepares, with a title
    /// string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, D: FileDocument>(
        _ title: S, for documentType: D.Type = D.self, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D? = { nil }
    ) {
        self.init(title: LaunchTitle.of(title), contentType: contentType)
    }

    /// Creates and opens new documents of `contentType` at the URL `prepareDocumentURL` prepares.
    nonisolated public init(
        _ title: Text? = nil, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL? = { nil }
    ) {
        self.init(title: LaunchTitle.of(title), contentType: contentType)
    }
    /// Creates and opens new documents of `contentType` at the URL `prepareDocumentURL`
    /// prepares, with a localized title.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, contentType: UTType,
        prepareDocumentURL: @escaping () async throws -> URL? = { nil }
    ) {
        self.init(title: LaunchTitle.of(titleKey), contentType: contentType)
    }
    /// Creates and opens new documents of `contentType` at the URL `prepareDocumentURL`
    /// prepares, with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL? = { nil }
    ) {
        self.init(title: LaunchTitle.of(title), contentType: contentType)
    }

    /// Creates and opens new documents, tagging them with a creation source (iOS 27).
    nonisolated public init(_ label: Text? = nil, contentType: UTType? = nil, source: DocumentCreationSource) {
        self.init(title: LaunchTitle.of(label), contentType: contentType, source: source)
    }
    /// Creates and opens new documents with a localized title, tagging them with a creation
    /// source (iOS 27).
    nonisolated public init(_ titleKey: LocalizedStringKey, contentType: UTType? = nil, source: DocumentCreationSource)
    {
        self.init(title: LaunchTitle.of(titleKey), contentType: contentType, source: source)
    }
    /// Creates and opens new documents with a title string, tagging them with a creation source
    /// (iOS 27).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, contentType: UTType? = nil, source: DocumentCreationSource) {
        self.init(title: LaunchTitle.of(title), contentType: contentType, source: source)
    }

    /// Creates and opens new URL-based documents from a template picker, tagging them with a
    /// creation source (iOS 27).
    nonisolated public init(
        _ label: Text? = nil, contentType: UTType, source: DocumentCreationSource,
        _ prepareDocumentURL: @escaping () async throws -> URL? = { nil }
    ) {
        self.init(title: LaunchTitle.of(label), contentType: contentType, source: source)
    }
    /// Creates and opens new URL-based documents from a template picker, with a localized
    /// title, tagging them with a creation source (iOS 27).
    nonisolated public init(
        _ titleKey: LocalizedStringKey, contentType: UTType, source: DocumentCreationSource,
        _ prepareDocumentURL: @escaping () async throws -> URL? = { nil }
    ) {
        self.init(title: LaunchTitle.of(titleKey), contentType: contentType, source: source)
    }
    /// Creates and opens new URL-based documents from a template picker, with a title string,
    /// tagging them with a creation source (iOS 27).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, contentType: UTType, source: DocumentCreationSource,
        _ prepareDocumentURL: @escaping () async throws -> URL? = { nil }
    ) {
        self.init(title: LaunchTitle.of(title), contentType: contentType, source: source)
    }
}
