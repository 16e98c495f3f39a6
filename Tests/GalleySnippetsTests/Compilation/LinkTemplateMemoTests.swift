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

    @Test func theLinkRunsTheLinkerClangPlansAndLinksAProgramThatRuns() throws {
        let root = folders().root
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let swiftc = try Toolchain.locate().swiftc
        let source = root.appendingPathComponent("main.swift")
        let object = root.appendingPathComponent("main.o")
        try "print(\"linked \\(21 * 2)\")\n".write(to: source, atomically: true, encoding: .utf8)
        let compiled = try ProcessResult.runDriver(
            executable: swiftc, arguments: ["-c", source.path, "-o", object.path])
        try #require(compiled.status == 0, "\(compiled.stderr)")
        let template = try #require(LinkTemplate(swiftc: swiftc, flags: ["-module-name", "main"]))
        // The driver plans `clang`; the link runs the linker clang itself would start.
        let linker = try #require(template.link.first)
        #expect(!linker.hasSuffix("/clang"), "\(template.link)")
        #expect(["ld", "ld.lld", "ld.gold", "lld"].contains(URL(fileURLWithPath: linker).lastPathComponent))
        let program = root.appendingPathComponent("program")
        let commands = template.commands(
            inputs: [object.path], output: program.path, list: root.appendingPathComponent("list").path)
        for command in [commands.extract, commands.link] {
            let result = try ProcessResult.run(executable: command[0], arguments: Array(command.dropFirst()))
            #expect(result.status == 0, "\(command.joined(separator: " ")): \(result.stderr)")
        }
        let ran = try ProcessResult.run(executable: program.path, arguments: [])
        #expect(ran.stdout == "linked 42\n")
    }

    /// A template read from the memo names its file (which a failed link removes); one asked of
    /// the driver names none.
    @Test func aTemplateReadFromTheMemoNamesItsFile() throws {
        let (root, memo) = folders()
        defer { try? FileManager.default.removeItem(at: root) }
        let swiftc = try Toolchain.locate().swiftc
        let flags = ["-module-name", "GalleyRunner"]
        _ = try #require(LinkTemplate.remembered(swiftc: swiftc, flags: flags, memo: memo, portable: []))
        let file = memo.appendingPathComponent(try FileManager.default.contentsOfDirectory(atPath: memo.path)[0])
        let read = try #require(LinkTemplate.remembered(swiftc: swiftc, flags: flags, memo: memo, portable: []))
        #expect(read.rememberedIn == file)
        let asked = try #require(LinkTemplate(swiftc: swiftc, flags: flags))
        #expect(asked.rememberedIn == nil)
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
