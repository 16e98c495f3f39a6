import Testing

@testable import GalleySite

/// What links and absolute URLs start with, from `baseURL`.
@Suite struct SiteBaseTests {
    @Test(arguments: [
        ("https://example.org/docs/", "/docs", "https://example.org"),
        ("https://example.org/docs", "/docs", "https://example.org"),
        ("https://example.org", "", "https://example.org"),
        ("https://example.org/", "", "https://example.org"),
        ("http://localhost:8080/preview/", "/preview", "http://localhost:8080"),
        ("/", "", ""),
        ("/docs/", "/docs", ""),
        ("", "", ""),
    ])
    func pathAndOrigin(_ baseURL: String, _ path: String, _ origin: String) {
        let base = SiteRenderer.base(of: baseURL)
        #expect(base.path == path && base.origin == origin)
    }
}
