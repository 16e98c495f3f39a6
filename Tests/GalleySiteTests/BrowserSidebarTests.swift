import Foundation
import GalleyTestSupport
import Testing

@testable import GalleySite

/// The sidebar in headless Chromium, on the repository's own site, with JavaScript and
/// without: beside the page at 1280 px (open, clear of the article and its table of contents),
/// behind a closed "Contents" disclosure on a 390 px phone that a tap opens, the current page
/// marked and its section open, and no sideways scrolling either way.
@Suite(
    CIRequirement.enabled(
        if: BrowserChromium.executable != nil, "chromium is not installed (apt-get install chromium)"))
struct BrowserSidebarTests {
    /// The site ``BrowserTests`` builds, served again with the sidebar audit, and with it behind
    /// a policy that blocks the site's scripts.
    static let sites = Task {
        let built = try await BrowserTests.site.value
        return (
            scripts: try ServedSite(output: built.output, head: SidebarAudit.tag),
            noScripts: try ServedSite(output: built.output, head: SidebarAudit.withoutScripts + SidebarAudit.tag)
        )
    }

    func audit(_ path: String, width: Int, javascript: Bool) async throws -> SidebarAudit.Report {
        let sites = try await Self.sites.value
        let site = javascript ? sites.scripts : sites.noScripts
        let (dom, log) = try await BrowserChromium(width: width).dumpDOM(site.url(path))
        let json = try #require(
            dom.range(of: "<pre id=\"galley-sidebar-audit\">").flatMap { start in
                dom[start.upperBound...].range(of: "</pre>").map { String(dom[start.upperBound..<$0.lowerBound]) }
            }, "no sidebar audit in the DOM of \(path); log:\n\(log.suffix(2000))")
        let text = json.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(SidebarAudit.Report.self, from: Data(text.utf8))
    }

    @Test(
        arguments: ["/en/entry-macro/", "/en/tutorials/list-or-grid/", "/hr/tutorijali/popis-ili-mreza/"],
        [true, false])
    func besideThePageOnAWideScreen(path: String, javascript: Bool) async throws {
        let report = try await audit(path, width: 1280, javascript: javascript)
        let label = "\(path) at 1280 px, \(javascript ? "with" : "without") JavaScript"
        #expect(report.galleyScriptRan == javascript, "\(label): the site's script ran: \(report.galleyScriptRan)")
        #expect(report.currentLinks == [path], "\(label): current \(report.currentLinks)")
        #expect(report.currentSectionsOpen, "\(label): the current page's section is closed")
        #expect(report.loaded.overflow <= 0, "\(label) scrolls sideways by \(report.loaded.overflow) px")
        #expect(report.loaded.currentVisible && !report.loaded.toggleVisible, "\(label): the sidebar is not shown open")
        let sidebar = try #require(report.loaded.sidebar)
        let main = try #require(report.main)
        let article = try #require(report.article)
        #expect(sidebar.right <= main.left + 0.5 && sidebar.right - sidebar.left >= 150, "\(label): \(sidebar) \(main)")
        #expect(!sidebar.overlaps(article), "\(label): the sidebar covers the article")
        if let toc = report.toc {
            #expect(!sidebar.overlaps(toc) && !toc.overlaps(article), "\(label): the table of contents overlaps")
            #expect(toc.left >= article.left, "\(label): the table of contents stands beside the article")
        }
    }

    @Test(
        arguments: ["/en/entry-macro/", "/en/tutorials/list-or-grid/", "/hr/tutorijali/popis-ili-mreza/"],
        [true, false])
    func behindADisclosureOnAPhone(path: String, javascript: Bool) async throws {
        let report = try await audit(path, width: 390, javascript: javascript)
        let label = "\(path) at 390 px, \(javascript ? "with" : "without") JavaScript"
        #expect(report.galleyScriptRan == javascript, "\(label): the site's script ran: \(report.galleyScriptRan)")
        #expect(report.currentLinks == [path], "\(label): current \(report.currentLinks)")
        #expect(report.currentSectionsOpen, "\(label): the current page's section is closed")
        #expect(report.loaded.toggleVisible && !report.loaded.currentVisible, "\(label): the sidebar is not collapsed")
        let sidebar = try #require(report.loaded.sidebar)
        let main = try #require(report.main)
        #expect(sidebar.bottom <= main.top + 0.5, "\(label): the collapsed sidebar is not above the page")
        #expect(sidebar.bottom - sidebar.top < 80, "\(label): the collapsed sidebar is \(sidebar) tall")
        #expect(report.afterToggle.currentVisible, "\(label): a tap on the disclosure does not show the sidebar")
        for state in [report.loaded, report.afterToggle] {
            #expect(state.overflow <= 0, "\(label) scrolls sideways by \(state.overflow) px")
        }
        if path.contains("/en/entry-macro/") { #expect(report.closedSections >= 1, "other sections stay closed") }
    }
}
