import GalleyCore
import Testing

@testable import GalleySite

@Suite struct LinkResolverTests {
    let resolver = LinkResolver(
        pages: [
            "en/a.md": .init(url: "/en/a/", anchors: ["intro", "setup"]),
            "en/guides/b.md": .init(url: "/en/guides/b/", anchors: []),
            "hr/a.md": .init(url: "/hr/a/", anchors: ["uvod"]),
        ], assets: ["/css/galley.css"])
    let here = SourceLocation(file: "Content/en/a.md", line: 7, column: 3)

    @Test(arguments: [
        ("guides/b.md", "/en/guides/b/"), ("a.md#setup", "/en/a/#setup"), ("../hr/a.md#uvod", "/hr/a/#uvod"),
        ("https://swift.org", "https://swift.org"), ("#intro", "#intro"), ("/css/galley.css", "/css/galley.css"),
    ])
    func rewritesRelativeMarkdownLinks(destination: String, expected: String) throws {
        #expect(try resolver.resolve(destination, in: "en/a.md", at: here).get() == expected)
    }

    @Test(arguments: [
        ("missing.md", "link.missing-page"), ("a.md#nowhere", "link.missing-anchor"),
        ("../../etc/passwd", "link.outside-content"), ("#setpu", "link.missing-anchor"),
        ("/nothing.png", "link.missing-file"),
    ])
    func reportsBrokenLinksAtTheMarkdownLine(destination: String, id: String) {
        guard case .failure(let diagnostic) = resolver.resolve(destination, in: "en/a.md", at: here) else {
            Issue.record("'\(destination)' resolved")
            return
        }
        #expect(diagnostic.id == id)
        #expect(diagnostic.location == here)
    }

    @Test func suggestsNearMissAnchor() {
        guard case .failure(let diagnostic) = resolver.resolve("#setpu", in: "en/a.md", at: here) else {
            Issue.record("resolved")
            return
        }
        #expect(diagnostic.summary.contains("did you mean 'setup'"))
    }
}
