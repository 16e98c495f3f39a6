/// URLs that run code or read local files when followed: `javascript:`, `vbscript:`, `file:` and
/// `data:` other than raster images. Unless raw HTML is allowed unfiltered, such a link's
/// destination is left empty, as cmark does without its unsafe option.
enum DangerousURL {
    private static let schemes = ["javascript:", "vbscript:", "file:", "data:"]
    private static let safeImages = [
        "data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp",
    ]

    static func isDangerous(_ url: String) -> Bool {
        let prefix = String(url.prefix(16)).lowercased()
        if safeImages.contains(where: prefix.hasPrefix) { return false }
        return schemes.contains(where: prefix.hasPrefix)
    }
}
