import Foundation
import GalleyCore

/// Rewrites and checks the links of one site: relative `.md` links become page URLs, and a
/// link to a missing page, a missing `#anchor` or a file outside the project is an error at
/// the Markdown line.
package struct LinkResolver: Sendable {
    /// What a link can point at.
    package struct Target: Sendable {
        package var url: String
        /// Heading ids of the page; `nil` while they are not known yet (anchors are then not checked).
        package var anchors: Set<String>?
        package init(url: String, anchors: Set<String>?) {
            self.url = url
            self.anchors = anchors
        }
    }

    /// Pages keyed by their path inside the content directory, e.g. `en/entry-macro.md`.
    package var pages: [String: Target]
    /// Static files published from `Public/`, as URL paths (`/images/a.png`) and content-relative files.
    package var assets: Set<String>

    package init(pages: [String: Target], assets: Set<String>) {
        self.pages = pages
        self.assets = assets
    }

    /// The URL to publish for `destination` found in `page`, or a diagnostic explaining why it is broken.
    package func resolve(_ destination: String, in page: String, at location: SourceLocation) -> Result<
        String, Diagnostic
    > {
        if destination.isEmpty { return .success(destination) }
        if hasScheme(destination) {
            return .success(destination)  // https:, mailto: and other absolute URLs are not ours to check
        }
        if destination.hasPrefix("//") { return .success(destination) }
        let (path, fragment) = split(destination)
        if path.isEmpty {
            guard let fragment else { return .success(destination) }
            return check(fragment, in: pages[page], page: page, link: destination, at: location).map { "#" + $0 }
        }
        if path.hasPrefix("/") {
            if assets.contains(path) || pages.values.contains(where: { $0.url == path || $0.url == path + "/" }) {
                return .success(destination)
            }
            return .failure(
                .error(
                    "link.missing-file", at: location,
                    "link to '\(destination)' does not match any page or file in Public/"))
        }
        guard let target = normalize(path, relativeTo: page) else {
            return .failure(
                .error(
                    "link.outside-content", at: location,
                    "link '\(destination)' leaves the content directory; only files inside Content/ and Public/ can be linked"
                ))
        }
        if target.hasSuffix(".md") {
            guard let page = pages[target] else {
                let suggestion = NearMiss.didYouMean(target, among: pages.keys)
                return .failure(
                    .error("link.missing-page", at: location, "link to missing page '\(target)'\(suggestion)"))
            }
            guard let fragment else { return .success(page.url) }
            return check(fragment, in: page, page: target, link: destination, at: location).map { page.url + "#" + $0 }
        }
        if assets.contains(target) { return .success(destination) }
        return .failure(.error("link.missing-file", at: location, "link to missing file '\(target)'"))
    }

    private func check(
        _ fragment: String, in page: Target?, page name: String, link: String, at location: SourceLocation
    )
        -> Result<String, Diagnostic>
    {
        guard let page, let anchors = page.anchors, !anchors.contains(fragment) else { return .success(fragment) }
        let suggestion = NearMiss.didYouMean(fragment, among: anchors)
        return .failure(
            .error("link.missing-anchor", at: location, "'\(name)' has no heading with id '\(fragment)'\(suggestion)"))
    }

    /// Whether `destination` starts with a URL scheme (`https:`): letters, digits and `+-.`
    /// before its first `:`.
    private func hasScheme(_ destination: String) -> Bool {
        // Text of ASCII alone is made of one-byte characters, read as bytes; other text by
        // `Character`, whose letters and digits reach beyond ASCII.
        guard Self.isASCII(destination) else {
            guard let scheme = destination.firstIndex(of: ":") else { return false }
            return destination[..<scheme].allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
        }
        for byte in destination.utf8 {
            switch byte {
            case UInt8(ascii: ":"): return true
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                continue
            default: return false
            }
        }
        return false
    }

    private static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    }

    private func split(_ destination: String) -> (String, String?) {
        // In ASCII text a `#` byte is a `#` character; in other text a combining mark after it
        // would make it part of another character.
        let hash =
            Self.isASCII(destination)
            ? destination.utf8.firstIndex(of: UInt8(ascii: "#")) : destination.firstIndex(of: "#")
        guard let hash else { return (destination, nil) }
        let fragment = String(destination[destination.index(after: hash)...])
        return (String(destination[..<hash]), fragment.removingPercentEncoding ?? fragment)
    }

    /// Joins a relative path to the page's folder; `nil` when `..` climbs out of the content directory.
    func normalize(_ path: String, relativeTo page: String) -> String? {
        // Without a `%` there is nothing to decode; Foundation's decoder is costly per link.
        let decoded = path.utf8.contains(UInt8(ascii: "%")) ? path.removingPercentEncoding ?? path : path
        if let sibling = Self.sibling(decoded, of: page) { return sibling }
        if Self.isASCII(decoded), Self.isASCII(page) { return Self.normalizeASCII(decoded, relativeTo: page) }
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for segment in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..":
                if parts.isEmpty { return nil }
                parts.removeLast()
            default: parts.append(String(segment))
            }
        }
        return parts.joined(separator: "/")
    }

    /// A link to a file in the page's own folder (`other.md`, most links between articles): no
    /// `/` in it, and not `.` or `..`, so it joins the folder as it is. `nil` for other paths,
    /// and for a page path the general way cuts otherwise: one with an empty segment (which it
    /// drops), or a `/` that is not a character of its own (a combining mark after it).
    private static func sibling(_ path: String, of page: String) -> String? {
        guard !path.isEmpty, path != ".", path != "..", !ByteWords.contains(path, UInt8(ascii: "/")) else {
            return nil
        }
        var page = page
        return page.withUTF8 { bytes -> String? in
            var folderEnd = 0
            var afterSlash = true  // the start counts as one: a leading `/` is an empty segment
            for offset in 0..<bytes.count {
                let byte = bytes[offset]
                if afterSlash, byte == UInt8(ascii: "/") || byte >= 0x80 { return nil }
                afterSlash = byte == UInt8(ascii: "/")
                if afterSlash { folderEnd = offset }
            }
            if afterSlash { return nil }  // a trailing `/`
            guard folderEnd > 0 else { return path }
            // The folder ends with a `/`, so its bytes end with a whole character.
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[...folderEnd]), as: UTF8.self) + path
        }
    }

    /// ``normalize(_:relativeTo:)`` for ASCII text, cut at `/` bytes: the same segments, without
    /// the `Character` walk and the strings of every segment.
    private static func normalizeASCII(_ path: String, relativeTo page: String) -> String? {
        var parts = page.utf8.split(separator: UInt8(ascii: "/")).dropLast().map { Substring($0) }
        for segment in path.utf8.split(separator: UInt8(ascii: "/")) {
            if segment.elementsEqual(".".utf8) { continue }
            if segment.elementsEqual("..".utf8) {
                if parts.isEmpty { return nil }
                parts.removeLast()
            } else {
                parts.append(Substring(segment))
            }
        }
        return parts.joined(separator: "/")
    }
}
