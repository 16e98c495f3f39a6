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

    /// ASCII paths are joined byte by byte, other text by `Character`; both give the same
    /// segments, and a path that climbs out of the content directory is `nil` either way.
    @Test(arguments: [
        ("./guides//b.md", "en/x/a.md", "en/x/guides/b.md"), ("../../hr/a.md", "en/x/a.md", "hr/a.md"),
        ("../../../a.md", "en/x/a.md", nil), ("./vodič.md", "hr/čvor/a.md", "hr/čvor/vodič.md"),
        ("../b.md", "hr/čvor/a.md", "hr/b.md"), ("b.md", "a.md", "b.md"),
        // A file beside the page joins its folder; `.` and `..` alone, and a page path with an
        // empty segment, take the general way.
        ("b.md", "en/x/a.md", "en/x/b.md"), ("vodič.md", "hr/čvor/a.md", "hr/čvor/vodič.md"),
        (".", "en/x/a.md", "en/x"), ("..", "en/x/a.md", "en"), ("b.md", "en//a.md", "en/b.md"),
        ("b.md", "/en/a.md", "en/b.md"), ("b.md#part", "en/a.md", "en/b.md#part"), ("b.md", "en/", "b.md"),
        ("b.md", "en/\u{301}x/a.md", "en/\u{301}x/b.md"),
    ])
    func normalizesASCIIAndOtherPathsAlike(path: String, page: String, expected: String?) {
        #expect(resolver.normalize(path, relativeTo: page) == expected)
    }

    /// A scheme is letters, digits and `+-.` before the first `:`, in any script.
    @Test(arguments: [
        ("mailto:a@b.c", true), ("x-custom+1.0:thing", true), ("čvor:x", true), ("a/b:c.md", false),
        ("a b:c", false), ("č/x:y", false),
    ])
    func leavesURLsWithASchemeAsTheyAre(destination: String, isURL: Bool) {
        let result = resolver.resolve(destination, in: "en/a.md", at: here)
        if isURL {
            #expect((try? result.get()) == destination)
        } else if case .success(let url) = result {
            #expect(url != destination, "'\(destination)' was taken for a URL")
        }
    }
}
