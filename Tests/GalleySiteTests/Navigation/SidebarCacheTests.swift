import GalleyCore
import Testing

@testable import GalleySite

/// The shared sidebar HTML and the mark each page adds to its own link.
@Suite struct SidebarCacheTests {
    static let html = Array(
        #"<ol><li><a href="/en/a/">A</a></li><li><a href="/en/a&amp;b/">A&amp;B</a></li><li><a href="/en/b/">B</a></li></ol>"#
            .utf8)

    @Test func marksExactlyThePagesOwnLink() {
        let marked = String(decoding: SidebarCache.marking(Self.html, current: "/en/b/"), as: UTF8.self)
        #expect(marked.contains(#"<a href="/en/b/" aria-current="page">B</a>"#))
        #expect(marked.components(separatedBy: "aria-current").count == 2)
        // The URL is looked for as the template escapes it, and never as a prefix of another.
        let escaped = String(decoding: SidebarCache.marking(Self.html, current: "/en/a&b/"), as: UTF8.self)
        #expect(escaped.contains(#"<a href="/en/a&amp;b/" aria-current="page">"#))
        #expect(escaped.components(separatedBy: "aria-current").count == 2)
        #expect(SidebarCache.marking(Self.html, current: "/en/c/") == Self.html)
    }

    @Test func rendersOncePerLocaleAndFolderAndReportsAFailureOnce() {
        let cache = SidebarCache()
        var renders = 0
        for _ in 0..<3 {
            _ = cache.html(locale: "en", folder: "guides") {
                renders += 1
                return .success(Self.html)
            }
        }
        #expect(renders == 1)
        let failure = DiagnosticError(.error("template.missing-key", at: nil, "no"))
        let first = cache.html(locale: "hr", folder: "") { .failure(failure) }
        let second = cache.html(locale: "hr", folder: "") { .success([]) }
        #expect(first.isFirst && !second.isFirst)
        if case .success = second.result { Issue.record("the failure is kept for the locale's other pages") }
    }
}
