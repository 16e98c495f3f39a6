import Foundation

/// Reads the preview document a run wrote (GalleyUI's `PreviewDocument`) and maps every line
/// it names from the compiled file's coordinates to the unit's blocks.
struct PreviewCollector {
    /// The compiled file: its text with each line's origin, and its name (`#fileID`'s file).
    var source: GeneratedSource
    var fileName: String

    /// The document's previews, or a sentence saying why it could not be read.
    func collect(_ document: String) -> Result<[SnippetPreview], PreviewFailure> {
        let decoded: Document
        do {
            decoded = try JSONDecoder().decode(Document.self, from: Data(document.utf8))
        } catch {
            return .failure(PreviewFailure(message: "the preview written by GalleyUI is not valid: \(error)"))
        }
        for preview in decoded.previews {
            for rendering in preview.renderings {
                if let problem = PreviewMarkup.problem(in: rendering.html) {
                    return .failure(
                        PreviewFailure(message: "the preview's HTML is not GalleyUI's: it has \(problem)"))
                }
            }
        }
        return .success(
            decoded.previews.map { preview in
                SnippetPreview(
                    title: preview.title,
                    renderings: preview.renderings.map {
                        SnippetPreview.Rendering(scheme: $0.scheme, html: $0.html)
                    },
                    elements: preview.elements.map { element in
                        SnippetPreview.Element(
                            id: element.id, name: element.name,
                            reads: element.reads.map(read))
                    },
                    snippet: origin(preview.runFileID, preview.runLine)?.snippet)
            })
    }

    private func read(_ read: Document.Read) -> SnippetPreview.Read {
        let origin = origin(read.fileID, read.line)
        return SnippetPreview.Read(
            name: read.name, value: read.value, isDefault: read.isDefault, modifier: read.modifier,
            snippet: origin?.snippet, snippetLine: origin?.line, line: nil)
    }

    /// The block and line of a `#fileID` and `#line` in the compiled file; nil for lines of
    /// other files (the runtime's own) and for lines Galley added.
    private func origin(_ fileID: String?, _ line: Int?) -> GeneratedSource.Origin? {
        guard let fileID, let line, fileID.split(separator: "/").last.map(String.init) == fileName
        else { return nil }
        return source.origin(ofLine: line)
    }

    /// GalleyUI's JSON, as `PreviewDocument` writes it: a deliberate mirror of GalleyUI's
    /// `GalleyPreview` (the generator does not link the runtime it compiles snippets against).
    /// Every verified run with a preview decodes through it, so the two cannot drift apart
    /// unnoticed (`ArticlePagePreviewTests`, `TutorialVerificationTests`).
    private struct Document: Decodable {
        struct Preview: Decodable {
            var title: String
            var renderings: [Rendering]
            var elements: [Element]
            var runFileID: String?
            var runLine: Int?
        }
        struct Rendering: Decodable {
            var scheme: String
            var html: String
        }
        struct Element: Decodable {
            var id: Int
            var name: String
            var reads: [Read]
        }
        struct Read: Decodable {
            var name: String
            var value: String
            var isDefault: Bool
            var modifier: String?
            var fileID: String?
            var line: Int?
        }
        var previews: [Preview]
    }
}

/// Why a run's previews could not be used.
struct PreviewFailure: Error, Sendable, Hashable, Codable {
    var message: String
}
