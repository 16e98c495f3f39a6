import Foundation
import GalleyCore
import GalleyServe
import GalleyTestSupport
import Testing

@testable import GalleySite

/// The Error panel of a `compile-fail` block on a phone (390 px) in headless Chromium: the
/// compiler's message wraps inside the panel (no sideways scrolling, in the panel or the
/// page), more than one line tall, and names its line in the snippet rather than a
/// repository path.
@Suite(
    CIRequirement.enabled(
        if: BrowserChromium.executable != nil, "chromium is not installed (apt-get install chromium)"))
struct BrowserErrorPanelTests {
    struct Report: Decodable {
        var panels: Int
        var text: String
        /// Distinct line boxes the message takes.
        var lines: Int
        /// How far the panel's text scrolls sideways inside it.
        var scroll: Int
        /// How far the panel reaches past the viewport's right edge.
        var pastEdge: Int
    }

    static let script = #"""
        (function () {
          window.addEventListener("load", function () {
            setTimeout(function () {
              var panels = document.querySelectorAll(".panel-error pre");
              var pre = panels[0];
              var result = { panels: panels.length, text: "", lines: 0, scroll: 0, pastEdge: 0 };
              if (pre) {
                var range = document.createRange();
                range.selectNodeContents(pre);
                var tops = {};
                Array.prototype.forEach.call(range.getClientRects(), function (r) {
                  if (r.width > 0) tops[Math.round(r.top)] = true;
                });
                result.text = pre.textContent;
                result.lines = Object.keys(tops).length;
                result.scroll = pre.scrollWidth - pre.clientWidth;
                result.pastEdge = Math.ceil(pre.getBoundingClientRect().right - innerWidth);
              }
              var out = document.createElement("pre");
              out.id = "galley-error-panel-audit";
              out.hidden = true; // its one long line must not widen the page the audit measures
              out.textContent = JSON.stringify(result);
              document.body.appendChild(out);
            }, 1000);
          });
        })();
        """#

    @Test func errorPanelWrapsAtPhoneWidth() async throws {
        try CIRequirement.require(BrowserChromium.executable != nil, "chromium is not installed")
        let site = try await ServedSite.fixture(
            "ProofErrorPanel", verify: true, head: BrowserAudit.tag + "\n<script>\n" + Self.script + "\n</script>")
        defer { site.fixture?.remove() }

        let (dom, log) = try await BrowserChromium(width: 390).dumpDOM(site.url("/en/error-panel/"))
        let report = try Self.decode(Report.self, from: dom, id: "galley-error-panel-audit", log: log)
        let audit = try Self.decode(BrowserAudit.Report.self, from: dom, id: "galley-audit", log: log)
        #expect(report.panels == 1, "one Error panel on the page")
        #expect(report.text.contains("cannot convert value"), "the real message: \(report.text)")
        #expect(report.text.hasPrefix("line 4: error: "), "relative to the snippet: \(report.text)")
        #expect(!report.text.contains("Content/") && !report.text.contains(".md:"), "\(report.text)")
        #expect(report.lines > 1, "the message stays on one line: \(report.lines) line box(es)")
        #expect(report.scroll <= 0, "the panel's text scrolls sideways by \(report.scroll) px")
        #expect(report.pastEdge <= 0, "the panel reaches \(report.pastEdge) px past the screen")
        #expect(audit.overflow <= 0, "the page scrolls sideways by \(audit.overflow) px")
        #expect(audit.errors.isEmpty && !log.contains("Uncaught"), "\(audit.errors)")
    }

    static func decode<T: Decodable>(_ type: T.Type, from dom: String, id: String, log: String) throws -> T {
        let json = try #require(
            dom.range(of: "<pre id=\"\(id)\"").flatMap { tag in
                dom[tag.upperBound...].firstIndex(of: ">").flatMap { close in
                    let start = dom.index(after: close)
                    return dom[start...].range(of: "</pre>").map { String(dom[start..<$0.lowerBound]) }
                }
            }, "no \(id) in the DOM; log:\n\(log.suffix(2000))")
        let text = json.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(T.self, from: Data(text.utf8))
    }
}
