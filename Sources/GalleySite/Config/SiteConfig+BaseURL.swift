import GalleyCore

extension SiteBuilder {
    /// A `baseURL` without a scheme and host makes the sitemap, the feeds and the canonical links
    /// relative, which search engines and feed readers cannot follow: the published site needs
    /// the address it is served from. `galley serve` gives its own address, so only builds warn.
    static func relativeBaseURL(_ config: SiteConfig) -> Diagnostic? {
        guard !config.baseURL.contains("://") else { return nil }
        let shown = config.baseURL.isEmpty ? "/" : config.baseURL
        return .warning(
            "config.relative-base-url", at: config.baseURLLocation,
            "baseURL '\(shown)' is not an address, so the sitemap, feeds and canonical links are relative;"
                + " set it to where the site is published, e.g. 'https://example.org\(shown == "/" ? "/" : shown)'")
    }
}
