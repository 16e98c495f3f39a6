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
}
