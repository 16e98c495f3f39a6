import Foundation
import GalleyTestSupport
import Testing

extension FaultTests {
    /// As ``killedBuildLeavesThePreviousSiteIntact(_:)``, with a spare to start from: the
    /// killed build was writing its pages over the spare's files in place, while most of the
    /// spare's files are also the published site's (hard links of the pages the second build
    /// did not change). The published site is never written through, and the next build
    /// publishes exactly what a build of the same sources into a new project makes.
    @Test(
        CIRequirement.enabled(if: galley != nil, "needs .build/debug/galley; run `swift build` first"),
        arguments: [
            KillPoint.after(milliseconds: 50), .after(milliseconds: 150), .after(milliseconds: 300), .stagingAppears,
        ])
    func killedRecycledBuildLeavesNoHalfWrittenPage(_ point: KillPoint) async throws {
        try CIRequirement.require(Self.galley != nil, "needs .build/debug/galley")
        let project = try Self.largeProject()
        try #require(await project.galley().status == 0)
        try project.replace("# ", with: "# First: ", in: "Content/en/entry-macro.md")
        try #require(await project.galley().status == 0)
        let spare = project.root.appendingPathComponent(".\(project.output.lastPathComponent).spare")
        try #require(FileManager.default.fileExists(atPath: spare.path), "the second build keeps a spare")
        // Another article than the one the second build changed: its page is one of the shared files.
        try Self.appendSentence(to: "Content/en/defaults-and-pitfalls.md", in: project)
        let old = project.outputSnapshot

        let process = try await Self.spawnAndKill(project, at: point)
        if project.outputSnapshot != old {
            #expect(
                process.terminationReason == .exit && process.terminationStatus == 0,
                "a killed build changed _site/")
        }
        let next = await project.galley()
        #expect(next.status == 0, "\(next.stderr)")

        let clean = try Self.largeProject()
        try clean.replace("# ", with: "# First: ", in: "Content/en/entry-macro.md")
        try Self.appendSentence(to: "Content/en/defaults-and-pitfalls.md", in: clean)
        try #require(await clean.galley().status == 0)
        let expected = clean.outputSnapshot
        #expect(expected["en/defaults-and-pitfalls/index.html"] != nil)
        #expect(project.outputSnapshot == expected)
    }

    static func appendSentence(to path: String, in project: BadInputProject) throws {
        let text = try String(contentsOf: project.url(path), encoding: .utf8)
        try project.write(path, text + "\nA sentence the second edit added.\n")
    }
}
