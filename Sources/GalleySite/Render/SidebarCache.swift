import Foundation
import GalleyCore
import Synchronization

/// Each locale's sidebar HTML, rendered once for each folder whose pages show it (the sections
/// holding the folder open) and shared by those pages, which then only mark their own link
/// (``marking(_:current:)``).
///
/// Rendering the sidebar for every page would render every entry once per page: a site of 400
/// pages would render 160,000 entries. Thread-safe: pages are written in parallel; two pages
/// asking at once may both render, and either result is kept (they are the same bytes).
final class SidebarCache: Sendable {
    private let rendered = Mutex<[String: Result<[UInt8], DiagnosticError>]>([:])

    /// The sidebar of `locale` with `folder`'s sections open, made by `render` on first use;
    /// `isFirst` is true for the call that rendered it, which reports a failure.
    func html(
        locale: String, folder: String, render: () -> Result<[UInt8], DiagnosticError>
    ) -> (result: Result<[UInt8], DiagnosticError>, isFirst: Bool) {
        let key = locale + "\u{0}" + folder
        if let made = rendered.withLock({ $0[key] }) { return (made, false) }
        let made = render()
        let isFirst = rendered.withLock { cache in
            guard cache[key] == nil else { return false }
            cache[key] = made
            return true
        }
        return (made, isFirst)
    }

    /// `html` with `aria-current="page"` added to the first link whose `href` is `url` (as the
    /// template escapes it): `<a href="/en/a/">` becomes `<a href="/en/a/" aria-current="page">`.
    /// `html` as it is when no link leads to `url`.
    static func marking(_ html: [UInt8], current url: String) -> [UInt8] {
        let needle = Array("href=\"\(url.htmlEscaped)\"".utf8)
        guard let start = firstIndex(of: needle, in: html) else { return html }
        let end = start + needle.count
        var marked: [UInt8] = []
        marked.reserveCapacity(html.count + 24)
        marked += html[..<end]
        marked += " aria-current=\"page\"".utf8
        marked += html[end...]
        return marked
    }

    /// Where `needle` first starts in `bytes`: `memchr` finds each candidate and `memcmp`
    /// checks it (a page's sidebar holds every entry of its locale, and each page looks
    /// through it once).
    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        return bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { pattern in
                guard let base = haystack.baseAddress, let start = pattern.baseAddress else { return nil }
                let last = haystack.count - pattern.count
                var offset = 0
                while offset <= last, let hit = memchr(base + offset, Int32(first), last - offset + 1) {
                    let index = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(hit, start, pattern.count) == 0 { return index }
                    offset = index + 1
                }
                return nil
            }
        }
    }
}
