import Foundation
import Testing

@testable import GalleySite

/// Tutorial pages in headless Chromium: on a wide screen the code panel shows the first step at
/// the top and the last step after scrolling there, and stays in the viewport; on a phone every
/// step's code stays under its prose and nothing overflows. Console errors fail the page.
@Suite(
    .enabled(
        if: BrowserChromium.executable != nil, "chromium is not installed (apt-get install chromium)"))
struct BrowserTutorialTests {
    /// Each page, its number of step figures, and how many files its last step shows. The
    /// theming tutorial's run steps also carry preview panels, which must not overflow either.
    static let pages = [
        ("/en/tutorials/list-or-grid/", 9, 1), ("/hr/tutorijali/popis-ili-mreza/", 9, 1),
        ("/en/tutorials/theming-with-entry/", 17, 1), ("/hr/tutorijali/tematski-sustav/", 17, 1),
    ]

    func report(_ path: String, width: Int) async throws -> TutorialAudit.Report {
        let site = try await BrowserTests.site.value
        let (dom, log) = try await BrowserChromium(width: width).dumpDOM(site.url(path))
        let json = try #require(
            dom.range(of: "<pre id=\"galley-tutorial-audit\" hidden=\"\">").flatMap { start in
                dom[start.upperBound...].range(of: "</pre>").map { String(dom[start.upperBound..<$0.lowerBound]) }
            }, "no tutorial audit in \(path); log:\n\(log.suffix(2000))")
        #expect(!log.contains("Uncaught"), "\(path): \(log)")
        let text = json.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(TutorialAudit.Report.self, from: Data(text.utf8))
    }

    @Test(arguments: pages)
    func thePanelFollowsTheScrollOnAWideScreen(path: String, steps: Int, lastStepFiles: Int) async throws {
        let report = try await report(path, width: 1280)
        #expect(report.panelVisible)
        #expect(report.panelAtTop == ["step-1-1"], "\(report)")
        #expect(report.scrolled > 500, "\(report)")
        #expect(report.panelAfterScroll.first?.hasPrefix(report.lastStep) == true, "\(report)")
        #expect(report.panelAfterScroll.count == lastStepFiles, "the last step shows all its files: \(report)")
        // Sticky: after scrolling far down the panel is still inside the viewport, under the header.
        #expect(report.panelTopAfterScroll >= 0 && report.panelTopAfterScroll < report.viewportHeight / 2, "\(report)")
        #expect(report.figuresInProse == report.stepsInPage - report.panelAtTop.count)
        #expect(report.overflowingFigures.isEmpty, "\(report.overflowingFigures)")
    }

    @Test(arguments: pages)
    func everyStepStaysUnderItsProseOnAPhone(path: String, steps: Int, lastStepFiles: Int) async throws {
        let report = try await report(path, width: 390)
        #expect(!report.panelVisible)
        #expect(report.stepsInPage == steps)
        #expect(report.figuresInProse == steps)
        #expect(report.panelAfterScroll.isEmpty)
        #expect(report.overflowingFigures.isEmpty, "\(report.overflowingFigures)")
    }
}
