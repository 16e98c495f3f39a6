import Foundation
import Testing

@testable import GalleySnippets

/// A remembered link plan that no longer links (here its linker is gone, as after a toolchain
/// was moved) costs one failed try: the driver links the runner instead, the units run as
/// before, and the plan's memo is removed, so the next session asks the driver again rather
/// than failing the same way.
@Suite struct RunnerLinkFallbackTests {
    @Test func aRememberedPlanThatNoLongerLinksFallsBackAndIsForgotten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-link-fallback-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let memo = folder.appendingPathComponent("link-memo")
        try Data("a remembered plan".utf8).write(to: memo)
        let missing = folder.appendingPathComponent("gone/ld.lld").path
        var planned: LinkTemplate?

        let runner = try RunnerDispatcherTests.runner(in: folder) { template in
            var broken = LinkTemplate(extract: template.extract, link: [missing] + template.link.dropFirst())
            broken?.rememberedIn = memo
            planned = broken
            return broken
        }

        #expect(planned?.link.first == missing)
        #expect(!FileManager.default.fileExists(atPath: memo.path), "the failed plan's memo is removed")
        let prints = try RunnerDispatcherTests.run(runner, "galley_prints")
        #expect(prints.status == 0 && prints.signal == nil)
        #expect(prints.stdout == "prints two words|x\n")
        let program = try RunnerDispatcherTests.run(runner, "galley_program")
        #expect(program.status == 7 && program.stdout == "program two words|x\n")
    }
}
