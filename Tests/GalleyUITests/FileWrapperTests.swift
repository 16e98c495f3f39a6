import Foundation
import Testing

@testable import GalleyUI

/// File wrappers hold regular files, directories and links in memory, as Foundation's do.
@Suite struct FileWrapperTests {
    @Test func regularFilesHoldTheirContents() {
        let file = FileWrapper(regularFileWithContents: Data("notes".utf8))
        #expect(file.isRegularFile && !file.isDirectory && !file.isSymbolicLink)
        #expect(file.regularFileContents == Data("notes".utf8))
        #expect(file.fileWrappers == nil)
        #expect(file.preferredFilename == nil && file.filename == nil)
    }

    @Test func directoriesNameTheirChildrenByKey() throws {
        let text = FileWrapper(regularFileWithContents: Data("body".utf8))
        let folder = FileWrapper(directoryWithFileWrappers: ["body.txt": text])
        #expect(folder.isDirectory && folder.regularFileContents == nil)
        #expect(text.preferredFilename == "body.txt")
        let key = folder.addRegularFile(withContents: Data("{}".utf8), preferredFilename: "meta.json")
        #expect(key == "meta.json")
        #expect(folder.fileWrappers?["meta.json"]?.regularFileContents == Data("{}".utf8))
        #expect(folder.keyForChildFileWrapper(text) == "body.txt")
    }

    @Test func aTakenNameGivesAUniqueKey() {
        let folder = FileWrapper(directoryWithFileWrappers: [:])
        folder.addRegularFile(withContents: Data("1".utf8), preferredFilename: "page.txt")
        let second = folder.addRegularFile(withContents: Data("2".utf8), preferredFilename: "page.txt")
        #expect(second != "page.txt" && second.hasSuffix("page.txt"))
        #expect(folder.fileWrappers?.count == 2)
    }

    @Test func removingAChildTakesItOut() throws {
        let folder = FileWrapper(directoryWithFileWrappers: [:])
        let child = FileWrapper(regularFileWithContents: Data())
        child.preferredFilename = "scratch"
        #expect(folder.addFileWrapper(child) == "scratch")
        folder.removeFileWrapper(child)
        #expect(folder.fileWrappers?.isEmpty == true)
        #expect(folder.keyForChildFileWrapper(child) == nil)
    }

    @Test func packagesRoundTripThroughTheirChildren() throws {
        struct Page: Codable, Equatable { var title: String }
        let pages = [Page(title: "One"), Page(title: "Two")]
        let package = FileWrapper(directoryWithFileWrappers: [
            "pages.json": FileWrapper(regularFileWithContents: try JSONEncoder().encode(pages))
        ])
        let data = try #require(package.fileWrappers?["pages.json"]?.regularFileContents)
        #expect(try JSONDecoder().decode([Page].self, from: data) == pages)
    }

    @Test func symbolicLinksKnowTheirDestination() {
        let link = FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "/notes/target"))
        #expect(link.isSymbolicLink && link.symbolicLinkDestinationURL?.path == "/notes/target")
    }
}
