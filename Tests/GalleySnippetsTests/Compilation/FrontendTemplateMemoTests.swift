import Foundation
import GalleyToolchain
import Testing

@testable import GalleySnippets

/// The driver's frontend command is remembered per installed toolchain and question, so a
/// session whose cache already holds the answer starts no driver.
@Suite struct FrontendTemplateMemoTests {
    @Test func aRememberedAnswerIsReusedAndADamagedOneAskedAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("galley-memo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let swiftc = try Toolchain.locate().swiftc
        let flags = ["-swift-version", "6"]
        let asked = try #require(
            FrontendTemplate.remembered(swiftc: swiftc, action: "-emit-sil", flags: flags, memo: folder, portable: []))
        #expect(asked.arguments == FrontendTemplate(swiftc: swiftc, action: "-emit-sil", flags: flags)?.arguments)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.count == 1 && names[0].hasPrefix("frontend-"))
        let file = folder.appendingPathComponent(names[0])
        // A planted answer proves the memo is what the second call reads.
        let planted = asked.arguments + ["-planted"]
        try Data(planted.flatMap { Array($0.utf8) + [0] }).write(to: file)
        let remembered = FrontendTemplate.remembered(
            swiftc: swiftc, action: "-emit-sil", flags: flags, memo: folder, portable: [])
        #expect(remembered?.arguments == planted)
        // Another question is asked of the driver, and kept under a name of its own.
        let other = FrontendTemplate.remembered(swiftc: swiftc, action: "-c", flags: flags, memo: folder, portable: [])
        #expect(other?.arguments.contains("-planted") == false)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2)
        // A damaged memo is ignored, the driver asked again, and the memo mended.
        try Data("garbage".utf8).write(to: file)
        let mended = FrontendTemplate.remembered(
            swiftc: swiftc, action: "-emit-sil", flags: flags, memo: folder, portable: [])
        #expect(mended?.arguments == asked.arguments)
        #expect(FrontendTemplate(memo: try Data(contentsOf: file))?.arguments == asked.arguments)
    }

    @Test func aRememberedAnswerFollowsTheRuntimesFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("galley-memo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let swiftc = try Toolchain.locate().swiftc
        let first = root.appendingPathComponent("a/runtime-0123456789abcdef").path
        let moved = root.appendingPathComponent("b/runtime-0123456789abcdef").path
        let memo = root.appendingPathComponent("memo")
        func ask(_ runtime: String) -> FrontendTemplate? {
            FrontendTemplate.remembered(
                swiftc: swiftc, action: "-c", flags: ["-I", runtime], memo: memo,
                portable: [(runtime, "$GALLEY_RUNTIME")])
        }
        let asked = try #require(ask(first))
        #expect(asked.arguments.contains(first))
        let names = try FileManager.default.contentsOfDirectory(atPath: memo.path)
        #expect(names.count == 1)
        // The memo names the folder by its placeholder only.
        let kept = try #require(FrontendTemplate(memo: try Data(contentsOf: memo.appendingPathComponent(names[0]))))
        #expect(kept.arguments.contains("$GALLEY_RUNTIME") && !kept.arguments.contains(first))
        // Asked from the moved folder, the same memo answers (no new file) with the new path.
        let again = try #require(ask(moved))
        #expect(again.arguments.contains(moved) && !again.arguments.contains(first))
        #expect(try FileManager.default.contentsOfDirectory(atPath: memo.path) == names)
        #expect(again.arguments == asked.arguments.map { $0.replacingOccurrences(of: first, with: moved) })
    }
}
