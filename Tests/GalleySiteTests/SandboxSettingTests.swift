import Foundation
import GalleyCore
import Testing

@testable import GalleySite

/// Which isolation snippet runs get: `--sandbox` wins over `site.yml`'s `snippets.sandbox`,
/// which wins over `auto` (what `galley build`, `serve` and `verify` hand the verifier).
@Suite struct SandboxSettingTests {
    @Test(
        arguments: [
            (nil, nil, "auto"), ("off", nil, "off"), ("required", nil, "required"), ("off", "required", "required"),
            (nil, "off", "off"), ("required", "auto", "auto"),
        ] as [(String?, String?, String)])
    func commandLineWinsOverSiteYmlWhichWinsOverAuto(setting: String?, flag: String?, expected: String) throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        if let setting {
            let site = try String(contentsOf: fixture.content.appendingPathComponent("site.yml"), encoding: .utf8)
            try fixture.write("site.yml", site + "snippets:\n  sandbox: \(setting)\n")
        }
        try fixture.write("en/a.md", "---\ntitle: A\n---\n\nText.\n")
        let (project, diagnostics) = fixture.load()
        let loaded = try #require(project, "\(diagnostics.all)")
        var options = BuildOptions(root: fixture.root)
        if let flag { #expect(options.setSandbox(parsing: flag) == nil) }
        let configuration = try loaded.verifierConfiguration(options: options)
        #expect(String(describing: configuration.sandbox) == expected)
    }

    /// A cache that has not met the toolchain gets the units parsed and the sandbox probed while
    /// the toolchain is asked; one that has met it (the answer remembered) gets neither.
    @Test func onlyACacheThatHasNotMetTheToolchainPrefetches() async throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/a.md", "---\ntitle: A\n---\n\n```swift\nlet x = 1\n```\n")
        let (project, diagnostics) = fixture.load()
        let loaded = try #require(project, "\(diagnostics.all)")
        var options = BuildOptions(root: fixture.root)
        options.cacheDirectory = fixture.root.appendingPathComponent("fresh-cache")
        let blocks = loaded.catalog.articles.map(\.blocks)
        let cold = try loaded.verifierConfiguration(options: options, prefetching: blocks)
        #expect(cold.prefetch != nil)
        _ = await cold.prefetch?.finished()
        // Asking the toolchain remembered it in the cache: the next session does not prefetch.
        let warm = try loaded.verifierConfiguration(options: options, prefetching: blocks)
        #expect(warm.prefetch == nil)
        #expect(try loaded.verifierConfiguration(options: options).prefetch == nil)
    }
}
