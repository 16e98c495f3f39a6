import Foundation
import GalleyToolchain
import Testing

@testable import GalleySnippets

/// The driver's plan for the merged runner's link is remembered like its frontend commands, with
/// the session's scratch folder as a placeholder, so a cold session whose cache has linked
/// before starts no driver at all.
@Suite struct LinkTemplateMemoTests {
    private func folders() -> (root: URL, memo: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-link-memo-\(UUID().uuidString)")
        return (root, root.appendingPathComponent("memo"))
    }

    @Test func anAnswerIsRememberedWithItsScratchFolderAsAPlaceholderAndServesTheNextSession() throws {
        let (root, memo) = folders()
        defer { try? FileManager.default.removeItem(at: root) }
        let swiftc = try Toolchain.locate().swiftc
        func ask(_ scratch: String) -> LinkTemplate? {
            LinkTemplate.remembered(
                swiftc: swiftc,
                flags: ["-module-name", "GalleyRunner", "-Xlinker", "--dynamic-list=\(scratch)/x.exports"],
                memo: memo, portable: [(scratch, "$GALLEY_SCRATCH")])
        }
        let first = root.appendingPathComponent("galley-verify-1").path
        let second = root.appendingPathComponent("galley-verify-2").path
        let asked = try #require(ask(first))
        #expect(asked.link.contains("--dynamic-list=\(first)/x.exports"))
        let names = try FileManager.default.contentsOfDirectory(atPath: memo.path)
        #expect(names.count == 1 && names[0].hasPrefix("link-"))
        let file = memo.appendingPathComponent(names[0])
        let kept = try #require(LinkTemplate(memo: try Data(contentsOf: file)))
        #expect(kept.link.contains("--dynamic-list=$GALLEY_SCRATCH/x.exports"))
        #expect(!(kept.extract + kept.link).contains { $0.contains(first) })
        // A planted answer proves the next session reads the memo, with its own scratch folder.
        let planted = try #require(LinkTemplate(extract: kept.extract, link: kept.link + ["-planted"]))
        try Data(planted.memo).write(to: file)
        let again = try #require(ask(second))
        #expect(again.link.last == "-planted")
        #expect(again.link.contains("--dynamic-list=\(second)/x.exports"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: memo.path) == names)
        // The list the extraction writes is the plan's, replaced at each link.
        #expect(again.list == asked.list)
    }

    @Test func aDamagedMemoIsAskedAgainAndMended() throws {
        let (root, memo) = folders()
        defer { try? FileManager.default.removeItem(at: root) }
        let swiftc = try Toolchain.locate().swiftc
        let flags = ["-module-name", "GalleyRunner"]
        let asked = try #require(LinkTemplate.remembered(swiftc: swiftc, flags: flags, memo: memo, portable: []))
        let file = memo.appendingPathComponent(try FileManager.default.contentsOfDirectory(atPath: memo.path)[0])
        for damage in [
            Data("garbage".utf8), Data(), Data(asked.memo.dropLast(1)), Data("galley-link-1\u{0}9\u{0}".utf8),
        ] {
            try damage.write(to: file)
            #expect(LinkTemplate(memo: damage) == nil)
            let mended = try #require(LinkTemplate.remembered(swiftc: swiftc, flags: flags, memo: memo, portable: []))
            // Each question of the driver plans its list in a temporary folder of its own.
            #expect(jobs(mended) == jobs(asked))
            #expect(try LinkTemplate(memo: Data(contentsOf: file)).map(jobs) == jobs(asked))
        }
    }

    private func jobs(_ template: LinkTemplate) -> [[String]] {
        let filled = template.commands(inputs: ["a.o"], output: "runner", list: "/list")
        return [filled.extract, filled.link]
    }

    @Test func jobsThatAreNotTheExpectedTwoAreRefused() {
        let extract = ["/x/swift-autolink-extract", LinkTemplate.input, "-o", "/t/list.autolink"]
        let link = ["/x/clang", LinkTemplate.input, "@/t/list.autolink", "-o", LinkTemplate.output]
        #expect(LinkTemplate(extract: extract, link: link) != nil)
        #expect(LinkTemplate(extract: ["/x/clang"] + extract.dropFirst(), link: link) == nil)
        #expect(LinkTemplate(extract: extract, link: link + ["main.swift"]) == nil)
        #expect(LinkTemplate(extract: extract, link: link.filter { $0 != "@/t/list.autolink" }) == nil)
    }
}
