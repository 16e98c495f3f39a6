import Foundation
import GalleyUniformTypeIdentifiers
import Testing

/// Types carry Apple's identifiers and tags, conform along the built-in table, and resolve
/// filename extensions and MIME types to declared types or, failing that, to dynamic ones.
@Suite struct UTTypeTests {
    @Test(arguments: [
        (UTType.plainText, "public.plain-text", "txt", "text/plain"),
        (UTType.json, "public.json", "json", "application/json"),
        (UTType.png, "public.png", "png", "image/png"),
        (UTType.pdf, "com.adobe.pdf", "pdf", "application/pdf"),
        (UTType.commaSeparatedText, "public.comma-separated-values-text", "csv", "text/csv"),
    ])
    func commonTypesHaveAppleIdentifiersAndTags(type: UTType, identifier: String, ext: String, mime: String) {
        #expect(type.identifier == identifier)
        #expect(type.preferredFilenameExtension == ext)
        #expect(type.preferredMIMEType == mime)
        #expect(type.isDeclared && !type.isDynamic)
    }

    @Test func abstractTypesHaveNoTags() {
        #expect(UTType.text.preferredFilenameExtension == nil)
        #expect(UTType.item.preferredMIMEType == nil)
        #expect(UTType.plainText.localizedDescription == "plain text")
    }

    @Test(arguments: [
        (UTType.plainText, UTType.text, true), (UTType.plainText, .data, true), (UTType.plainText, .item, true),
        (UTType.json, .text, true), (UTType.png, .image, true), (UTType.png, .data, true),
        (UTType.swiftSource, .plainText, true), (UTType.utf8PlainText, .content, true),
        (UTType.png, .text, false), (UTType.text, .plainText, false), (UTType.folder, .data, false),
    ])
    func conformanceFollowsTheSupertypeTable(type: UTType, other: UTType, conforms: Bool) {
        #expect(type.conforms(to: other) == conforms)
    }

    @Test func everyTypeConformsToItselfAndListsItsAncestors() {
        #expect(UTType.json.conforms(to: .json))
        #expect(UTType.json.supertypes == [.text, .data, .content, .item])
        #expect(UTType.text.isSupertype(of: .json))
        #expect(UTType.json.isSubtype(of: .data))
        #expect(!UTType.json.isSubtype(of: .json))
    }

    @Test func knownIdentifiersAndTagsResolveToDeclaredTypes() {
        #expect(UTType("public.json") == .json)
        #expect(UTType("public.nothing-declared") == nil)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "md")?.conforms(to: .plainText) == true)
        #expect(UTType(mimeType: "text/html") == .html)
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType(mimeType: "plain") == nil)
    }

    @Test func unknownTagsGiveDynamicTypesThatKeepTheirTag() throws {
        let type = try #require(UTType(filenameExtension: "galleydoc"))
        #expect(type.isDynamic && !type.isDeclared)
        #expect(type.identifier.hasPrefix("dyn."))
        #expect(type.preferredFilenameExtension == "galleydoc")
        #expect(type.conforms(to: .data))
        #expect(UTType(type.identifier) == type)
        #expect(UTType(type.identifier)?.preferredFilenameExtension == "galleydoc")
        let packaged = try #require(UTType(filenameExtension: "galleydoc", conformingTo: .package))
        #expect(packaged != type)
        #expect(packaged.conforms(to: .directory) && !packaged.conforms(to: .data))
        let mime = try #require(UTType(mimeType: "application/x-galley"))
        #expect(mime.isDynamic && mime.preferredMIMEType == "application/x-galley")
    }

    @Test func anExtensionOfAnotherKindGivesADynamicType() throws {
        // `json` is text, not an image: asked for an image, the extension has no declared type.
        let type = try #require(UTType(filenameExtension: "json", conformingTo: .image))
        #expect(type.isDynamic && type.conforms(to: .image) && !type.conforms(to: .text))
    }

    @Test func exportedAndImportedTypesConformToWhatTheyWereGiven() {
        let notes = UTType(exportedAs: "com.example.galley-notes", conformingTo: .json)
        #expect(notes.isDeclared && !notes.isDynamic)
        #expect(notes.conforms(to: .json) && notes.conforms(to: .text) && notes.conforms(to: .item))
        #expect(!notes.conforms(to: .image))
        #expect(UTType("com.example.galley-notes") == notes)
        #expect(UTType("com.example.galley-notes")?.conforms(to: .json) == true)
        let board = UTType(importedAs: "com.example.galley-board")
        #expect(board.supertypes.isEmpty && board.conforms(to: board))
        #expect(UTType(exportedAs: "public.png") == .png)
    }

    @Test func typesEncodeAsTheirIdentifiers() throws {
        let data = try JSONEncoder().encode([UTType.plainText, .png])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.plain-text","public.png"]"#)
        let decoded = try JSONDecoder().decode([UTType].self, from: data)
        #expect(decoded == [.plainText, .png])
        #expect(decoded[0].conforms(to: .text))
    }

    @Test func equalityAndHashingAreByIdentifier() {
        let set: Set<UTType> = [.plainText, UTType("public.plain-text")!, .json]
        #expect(set.count == 2)
        #expect(UTType.json.description == "public.json")
    }
}
