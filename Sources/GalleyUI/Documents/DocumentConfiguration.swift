import Foundation

/// The configuration of the document a view of a `DocumentGroup` belongs to, which views read
/// from the environment as `documentConfiguration`.
public struct DocumentConfiguration: Sendable {
    /// The URL of the document's file; nil for a document never saved (every document here).
    public var fileURL: URL? { url }
    /// Whether the document can be edited.
    public var isEditable: Bool { editable }

    private let url: URL?
    private let editable: Bool

    init(fileURL: URL?, isEditable: Bool) {
        url = fileURL
        editable = isEditable
    }
}

extension EnvironmentValues {
    /// The configuration of the document the view belongs to; nil outside a `DocumentGroup`.
    public var documentConfiguration: DocumentConfiguration? { self[DocumentConfigurationKey.self] }
}

/// Written by `DocumentGroup` for its editor's environment.
struct DocumentConfigurationKey: EnvironmentKey {
    static var defaultValue: DocumentConfiguration? { nil }
}
