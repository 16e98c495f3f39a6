import Foundation
import GalleyCore
import GalleyServe
import GalleyTestSupport
import Testing

@testable import GalleySite

/// How before/after comparisons use the page in headless Chromium, on the `Comparisons`
/// fixture (three widths of code, beside a table of contents and in a page without one):
/// the sides stand side by side only where their longest lines fit, a figure widens beyond the
/// prose column where the page has room, it stacks otherwise, and nothing makes the page
/// scroll sideways at 390 or 1280 px. Screenshots: `.build/screenshots/comparison-*.png`.
@Suite(
    .serialized,
    CIRequirement.enabled(
        if: BrowserChromium.executable != nil, "chromium is not installed (apt-get install chromium)"))
struct BrowserComparisonTests {
    static let site = Task {
        try await ServedSite.fixture(
            "Comparisons", verify: false, head: BrowserAudit.tag + "\n" + BrowserComparisonTests.tag)
    }

    /// One figure as the page lays it out.
    struct Figure: Decodable {
        /// The figure's `--cmp-ch`.
        var ch: Int
        var width: Double
        /// The prose column's width (the article body).
        var column: Double
        /// The figure's left and right edges against the column's.
        var left: Double
        var right: Double
        var columnLeft: Double
        var columnRight: Double
        var sideBySide: Bool
        /// A side whose code is wider than its box (it scrolls inside the block).
        var clipped: Bool
    }

    struct Report: Decodable {
        var overflow: Int
        var figures: [Figure]
    }

    func layout(_ path: String, width: Int) async throws -> Report {
        let site = try await Self.site.value
        let page = path.split(separator: "/").last.map(String.init) ?? "page"
        let (dom, log) = try await BrowserChromium(width: width).dumpDOM(
            site.url(path), screenshot: "comparison-\(page)-\(width).png")
        #expect(!log.contains("Uncaught"), "\(path) at \(width) px: \(log.suffix(1000))")
        let json = try #require(
            dom.range(of: "<pre id=\"galley-comparison-audit\" hidden=\"\">").flatMap { start in
                dom[start.upperBound...].range(of: "</pre>").map { String(dom[start.upperBound..<$0.lowerBound]) }
            }, "no comparison audit in \(path); log:\n\(log.suffix(2000))")
        let text = json.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(Report.self, from: Data(text.utf8))
    }

    @Test func phonesKeepEveryComparisonStackedInTheColumn() async throws {
        for path in ["/en/full-column/", "/en/beside-contents/"] {
            let report = try await layout(path, width: 390)
            #expect(report.overflow <= 0, "\(path): the page scrolls sideways by \(report.overflow) px")
            #expect(report.figures.map(\.ch) == [21, 59, 125])
            for figure in report.figures {
                #expect(!figure.sideBySide, "\(path): \(figure.ch) side by side at 390 px")
                #expect(abs(figure.width - figure.column) < 1, "\(path): \(figure)")
            }
        }
    }

    @Test func wideScreensWidenWhereThereIsRoomAndStackWhereLinesDoNotFit() async throws {
        // 1440 px: beside the site's sidebar, the page still gives the article 76rem of main.
        let full = try await layout("/en/full-column/", width: 1440)
        #expect(full.overflow <= 0, "full column: the page scrolls sideways by \(full.overflow) px")
        let (short, medium, long) = (full.figures[0], full.figures[1], full.figures[2])
        // Short lines: side by side in the column, fully visible.
        #expect(short.sideBySide && !short.clipped && abs(short.width - short.column) < 1, "\(short)")
        // 59 characters: two sides need more than the column, so the figure widens, centred.
        #expect(medium.sideBySide && !medium.clipped, "\(medium)")
        #expect(medium.width > medium.column + 50, "\(medium)")
        #expect(abs((medium.columnLeft - medium.left) - (medium.right - medium.columnRight)) < 2, "\(medium)")
        // 125 characters: two never fit; stacked at the page's width, each line whole.
        #expect(!long.sideBySide && !long.clipped && long.width > long.column, "\(long)")

        // 1280 px: the sidebar leaves main too narrow for two 59-character sides; the figure
        // stacks, whole, rather than clipping its lines or scrolling the page.
        let narrower = try await layout("/en/full-column/", width: 1280)
        #expect(narrower.overflow <= 0, "at 1280 px the page scrolls sideways by \(narrower.overflow) px")
        #expect(narrower.figures[0].sideBySide && !narrower.figures[0].clipped, "\(narrower.figures[0])")
        #expect(!narrower.figures[1].sideBySide && !narrower.figures[1].clipped, "\(narrower.figures[1])")

        let beside = try await layout("/en/beside-contents/", width: 1280)
        #expect(beside.overflow <= 0, "beside contents: the page scrolls sideways by \(beside.overflow) px")
        for figure in beside.figures {
            // The table of contents keeps its column: no figure reaches into it.
            #expect(figure.right <= figure.columnRight + 1 && figure.left >= figure.columnLeft - 1, "\(figure)")
        }
        #expect(beside.figures[0].sideBySide && !beside.figures[0].clipped, "\(beside.figures[0])")
        // Where two sides do not fit the column, they stack and the medium lines fit whole.
        #expect(!beside.figures[1].sideBySide && !beside.figures[1].clipped, "\(beside.figures[1])")
        #expect(!beside.figures[2].sideBySide, "\(beside.figures[2])")
    }

    static let tag = "<script>\n" + script + "\n</script>"

    static let script = #"""
        (function () {
          function run() {
            var column = document.querySelector(".article-body").getBoundingClientRect();
            var figures = Array.prototype.map.call(document.querySelectorAll("figure.comparison"), function (figure) {
              var box = figure.getBoundingClientRect();
              var before = figure.querySelector(".comparison-before").getBoundingClientRect();
              var after = figure.querySelector(".comparison-after").getBoundingClientRect();
              var clipped = Array.prototype.some.call(figure.querySelectorAll(".comparison-side pre"), function (pre) {
                return pre.scrollWidth > pre.clientWidth + 1;
              });
              return {
                ch: parseInt(figure.style.getPropertyValue("--cmp-ch"), 10), width: box.width, column: column.width,
                left: box.left, right: box.right, columnLeft: column.left, columnRight: column.right,
                sideBySide: Math.abs(before.top - after.top) < 1 && after.left >= before.right, clipped: clipped
              };
            });
            var pre = document.createElement("pre");
            pre.id = "galley-comparison-audit";
            pre.hidden = true;
            pre.textContent = JSON.stringify({
              overflow: document.documentElement.scrollWidth - window.innerWidth, figures: figures
            });
            document.body.appendChild(pre);
          }
          window.addEventListener("load", function () { setTimeout(run, 300); });
        })();
        """#
}
