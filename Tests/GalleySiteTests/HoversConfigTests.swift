import Foundation
import GalleyCore
import Testing

@testable import GalleySite

/// `hovers:` in `site.yml`: on unless the site turns it off, and a boolean.
@Suite struct HoversConfigTests {
    static func load(_ extra: String) throws -> (SiteConfig?, Diagnostics) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("galley-hovers-\(UUID()).yml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("title: Hovers\nlocales:\n  - code: en\n    label: English\n\(extra)".utf8).write(to: file)
        var diagnostics = Diagnostics()
        let config = SiteConfig.load(from: file, displayPath: "site.yml", into: &diagnostics)
        return (config, diagnostics)
    }

    @Test(arguments: [("", true), ("hovers: false\n", false), ("hovers: true\n", true)])
    func hoversAreOnUnlessTurnedOff(extra: String, expected: Bool) throws {
        let (config, diagnostics) = try Self.load(extra)
        #expect(diagnostics.isEmpty)
        #expect(config?.hovers == expected)
    }

    @Test func hoversMustBeABoolean() throws {
        let (_, diagnostics) = try Self.load("hovers: sometimes\n")
        let problem = try #require(diagnostics.first { $0.severity == .error })
        #expect(problem.location?.description == "site.yml:5:9")
        #expect(problem.summary.contains("'hovers'"))
    }
}
