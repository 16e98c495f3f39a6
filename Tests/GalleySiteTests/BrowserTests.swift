import Foundation
import GalleyCore
import GalleyServe
import GalleyTestSupport
import Testing

@testable import GalleySite

/// The real site in headless Chromium: no console errors, search on load with `?q=`, no
/// horizontal overflow on a phone, images with `alt`, landmarks, a skip link that shows on
/// focus, AA contrast in both colour schemes, and, from the same runs of the browser, screenshots in
/// `.build/screenshots/`.
@Suite(
    CIRequirement.enabled(
        if: BrowserChromium.executable != nil, "chromium is not installed (apt-get install chromium)"))
struct BrowserTests {
    /// The repository's own site built once (unverified) into a temporary folder, served with
    /// the audit scripts; built after the server binds, since its base URL names the port.
    static let site = Task {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("galley-browser-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let site = try ServedSite(
            output: folder.appendingPathComponent("_site"), head: BrowserAudit.tag + TutorialAudit.tag)
        var options = PreviewFixture.repositoryOptions(output: site.output)
        options.baseURL = site.url("")
        let result = await SiteBuilder(options: options).build()
        guard result.succeeded else { throw DiagnosticError(result.diagnostics.errors) }
        return site
    }
    static let pages = [
        "/en/", "/en/entry-macro/", "/hr/", "/hr/makro-entry/", "/en/tutorials/list-or-grid/",
        "/hr/tutorijali/popis-ili-mreza/", "/en/tags/", "/hr/tags/okruzenje/",
    ]

    /// The audit of `path`; with `screenshot`, what the window shows is saved under that name.
    func audit(_ path: String, width: Int, dark: Bool = false, screenshot: String? = nil) async throws
        -> BrowserAudit.Report
    {
        let site = try await Self.site.value
        let (dom, log) = try await BrowserChromium(width: width, dark: dark).dumpDOM(
            site.url(path), screenshot: screenshot)
        let json = try #require(
            dom.range(of: "<pre id=\"galley-audit\">").flatMap { start in
                dom[start.upperBound...].range(of: "</pre>").map {
                    String(dom[start.upperBound..<$0.lowerBound])
                }
            }, "no audit report in the DOM of \(path); log:\n\(log.suffix(2000))")
        let text = json.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
            of: "&lt;", with: "<"
        )
        .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        #expect(
            !log.contains("Uncaught"),
            "\(path): \(log.split(separator: "\n").filter { $0.contains("Uncaught") })")
        return try JSONDecoder().decode(BrowserAudit.Report.self, from: Data(text.utf8))
    }

    @Test(arguments: pages, [390, 1280])
    func pagesAreCleanAndAccessible(path: String, width: Int) async throws {
        for dark in [false, true] {
            let name = path.split(separator: "/").joined(separator: "-") + "-\(width)\(dark ? "-dark" : "").png"
            let report = try await audit(path, width: width, dark: dark, screenshot: name)
            let scheme = dark ? "dark" : "light"
            #expect(report.errors.isEmpty, "\(path) \(width) \(scheme): console errors \(report.errors)")
            #expect(report.failedResources.isEmpty, "\(path): failed loads \(report.failedResources)")
            #expect(
                report.overflow <= 0, "\(path) at \(width) px scrolls sideways by \(report.overflow) px")
            #expect(
                report.imagesWithoutAlt.isEmpty, "\(path): images without alt \(report.imagesWithoutAlt)")
            #expect(
                report.lowContrast.isEmpty, "\(path) \(width) \(scheme): below AA \(report.lowContrast)")
            #expect(report.lang == String(path.dropFirst().prefix(2)))
            #expect(
                report.landmarks["banner"] == 1 && report.landmarks["main"] == 1
                    && report.landmarks["contentinfo"] == 1)
            #expect((report.landmarks["navigation"] ?? 0) >= 1 && report.landmarks["search"] == 1)
            #expect(
                report.skipLinkTarget == "#main" && report.skipLinkVisibleOnFocus, "\(path): skip link")
            #expect(
                !report.focusOutline.hasPrefix("none"), "\(path): focus outline \(report.focusOutline)")
        }
    }

    @Test(arguments: [
        ("/hr/?q=okruzenja", "/hr/"), ("/hr/?q=prilagodene%20vrijednosti", "/hr/"),
        ("/en/?q=environment", "/en/"),
    ])
    func searchRunsFromTheQuery(path: String, prefix: String) async throws {
        var report = try await audit(path, width: 1280)
        // The index is fetched within Chromium's virtual-time budget; on a loaded machine the
        // fetch can miss it, so an empty result is looked at once more before it counts.
        if report.searchResults.isEmpty { report = try await audit(path, width: 1280) }
        #expect(!report.searchResults.isEmpty, "no results for \(path)")
        #expect(report.searchResults.allSatisfy { $0.hasPrefix(prefix) }, "\(report.searchResults)")
    }
}
