import Foundation
import GalleyCore
import GalleyServe
import Testing

@testable import GalleySite

/// Previews in headless Chromium, on the verified preview fixture: no console errors, no
/// sideways scrolling at 390 px, every inspectable element reachable from the keyboard and
/// showing its reads when focused, AA contrast for everything the preview draws in its own
/// colours, the contrast of colours a snippet picks measured and reported as it is, and
/// screenshots to look at in
/// `.build/screenshots/preview-*.png`.
@Suite(
    .serialized,
    .enabled(
        if: BrowserChromium.executable != nil || ProcessInfo.processInfo.environment["CI"] == "true",
        "chromium is not installed (apt-get install chromium)"))
struct BrowserPreviewTests {
    static let site = Task {
        try await ServedSite.fixture(
            "ProofPreview", verify: true, head: BrowserAudit.tag + "\n" + BrowserPreviewTests.tag)
    }

    struct Report: Decodable {
        var frames: Int
        var inspectable: Int
        var reachable: Int
        var explained: Int
        var lowContrast: [String]
        /// Text under colours the snippet chose that is below AA, as `scheme text`.
        var snippetLowContrast: [String]
        /// How many texts under colours the snippet chose were measured.
        var snippetChecked: Int
        /// Elements that reach past the viewport's right edge, to say what overflows.
        var wide: [String]
    }

    @Test(arguments: [390, 1280], [false, true])
    func previewsAreCleanReachableAndReadable(width: Int, dark: Bool) async throws {
        #expect(BrowserChromium.executable != nil, "chromium is required in CI")
        guard BrowserChromium.executable != nil else { return }
        let site = try await Self.site.value
        let (dom, log) = try await BrowserChromium(width: width, dark: dark).dumpDOM(
            site.url("/en/preview/"), screenshot: "preview-\(width)\(dark ? "-dark" : "").png")
        let audit = try decode(BrowserAudit.Report.self, from: dom, id: "galley-audit", log: log)
        let report = try decode(Report.self, from: dom, id: "galley-preview-audit", log: log)
        let label = "\(width) px \(dark ? "dark" : "light")"
        #expect(audit.errors.isEmpty && !log.contains("Uncaught"), "\(label): \(audit.errors)")
        #expect(audit.failedResources.isEmpty, "\(label): \(audit.failedResources)")
        #expect(
            audit.overflow <= 0, "\(label): scrolls sideways by \(audit.overflow) px: \(report.wide)")
        #expect(report.frames == 5, "\(label): light and dark for the first and third blocks, dark for the second")
        // Three swatches in each of two drawings, the dark-only view, and the third block's
        // container and commands chip in each of its two drawings.
        #expect(report.inspectable == 11, "\(label): \(report.inspectable) inspectable elements")
        #expect(report.reachable == report.inspectable, "\(label): not all reachable by keyboard")
        #expect(report.explained == report.inspectable, "\(label): focus did not show every element's reads")
        #expect(report.lowContrast.isEmpty, "\(label): below AA \(report.lowContrast)")
        // Colours the snippet chose are drawn as chosen, so their contrast is the snippet's:
        // measured too, and reported as they are. The fixture's swatches print the accent in
        // the accent over a 15 % tint of it, which is below AA for the light system colours.
        print("\(label): snippet colours below AA: \(report.snippetLowContrast)")
        #expect(report.snippetChecked >= 12, "\(label): \(report.snippetChecked) snippet-coloured texts measured")
        #expect(report.snippetLowContrast.sorted() == Self.snippetBelowAA, "\(label)")
    }

    /// What the fixture's own colours give, measured and looked at in the screenshots: orange
    /// (1.95:1 by hand from preview.css's values) and purple (3.42:1) text on a 15 % tint of
    /// themselves in the light drawing; blue (4.62:1) passes, and every dark drawing passes. The page shows both drawings
    /// whatever the reader's scheme, so the list is the same in both.
    static let snippetBelowAA: [String] = ["light orange", "light purple"]

    private func decode<T: Decodable>(_ type: T.Type, from dom: String, id: String, log: String) throws -> T {
        let json = try #require(
            dom.range(of: "<pre id=\"\(id)\"").flatMap { tag in
                dom[tag.upperBound...].firstIndex(of: ">").flatMap { close in
                    let start = dom.index(after: close)
                    return dom[start...].range(of: "</pre>").map { String(dom[start..<$0.lowerBound]) }
                }
            }, "no \(id) in the DOM; log:\n\(log.suffix(2000))")
        let text = json.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
            of: "&lt;", with: "<"
        ).replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(T.self, from: Data(text.utf8))
    }

    /// Focuses every inspectable element in turn, as Tab would, and checks that it took focus
    /// and that its reads appeared; then measures contrast inside the preview panels: text in
    /// Galley's own colours must reach AA, and text under a colour the snippet chose (an inline
    /// style inside the drawing) is measured the same way and reported on its own.
    static let tag = "<script>\n" + script + "\n</script>"

    static let script = #"""
        (function () {
          function rgba(text) {
            var m = /rgba?\(([^)]*)\)/.exec(text);
            if (!m) return null;
            var p = m[1].split(/[\s,\/]+/).filter(Boolean).map(parseFloat);
            return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
          }
          function luminance(c) {
            function channel(v) { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }
            return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
          }
          function over(top, bottom) {
            var a = top.a;
            return { r: top.r * a + bottom.r * (1 - a), g: top.g * a + bottom.g * (1 - a), b: top.b * a + bottom.b * (1 - a), a: 1 };
          }
          function background(element) {
            var layers = [];
            for (var e = element; e; e = e.parentElement) {
              var c = rgba(getComputedStyle(e).backgroundColor);
              if (c && c.a > 0) { layers.push(c); if (c.a >= 1) break; }
            }
            var base = matchMedia("(prefers-color-scheme: dark)").matches ? { r: 0, g: 0, b: 0, a: 1 } : { r: 255, g: 255, b: 255, a: 1 };
            if (layers.length && layers[layers.length - 1].a >= 1) base = layers.pop();
            for (var i = layers.length - 1; i >= 0; i--) base = over(layers[i], base);
            return base;
          }
          function snippetColoured(element) {
            for (var e = element; e && !e.classList.contains("gp-screen"); e = e.parentElement) {
              if (/color|background/.test(e.getAttribute("style") || "")) return true;
            }
            return false;
          }
          function run() {
            var elements = document.querySelectorAll(".preview-frame [data-gp-el]");
            var reachable = 0, explained = 0;
            elements.forEach(function (element) {
              element.focus();
              if (document.activeElement === element && element.tabIndex === 0) reachable++;
              var panel = element.closest(".panel-preview");
              var item = panel.querySelector('.preview-reads li.is-current[data-gp-el="' + element.getAttribute("data-gp-el") + '"]');
              if (item && panel.querySelector(".preview-bubble")) explained++;
              element.blur();
            });
            var low = [], snippetLow = [], snippetChecked = 0;
            document.querySelectorAll(".panel-preview *").forEach(function (element) {
              var hasText = Array.prototype.some.call(element.childNodes, function (n) { return n.nodeType === 3 && n.textContent.trim(); });
              if (!hasText || element.getClientRects().length === 0) return;
              var chosen = snippetColoured(element);
              var style = getComputedStyle(element);
              var fg = rgba(style.color);
              if (!fg) return;
              var bg = background(element);
              var l1 = luminance(over(fg, bg)), l2 = luminance(bg);
              var ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
              var size = parseFloat(style.fontSize), bold = parseInt(style.fontWeight, 10) >= 700;
              var needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
              var scheme = element.closest(".gp-dark") ? "dark" : "light";
              if (chosen) snippetChecked++;
              if (ratio >= needed) return;
              if (chosen) snippetLow.push(scheme + " " + element.textContent.trim().slice(0, 30));
              else low.push(element.className + " '" + element.textContent.trim().slice(0, 30) + "' " + ratio.toFixed(2));
            });
            var wide = [];
            document.querySelectorAll("body *").forEach(function (element) {
              var box = element.getBoundingClientRect();
              if (box.right > innerWidth + 1 && !element.closest("pre")) wide.push(element.tagName + "." + element.className + " " + Math.round(box.right));
            });
            var pre = document.createElement("pre");
            pre.id = "galley-preview-audit";
            pre.hidden = true;  // a long line here must not widen the page the next audit measures
            pre.textContent = JSON.stringify({
              frames: document.querySelectorAll(".preview-frame").length, inspectable: elements.length,
              reachable: reachable, explained: explained, lowContrast: low, snippetLowContrast: snippetLow,
              snippetChecked: snippetChecked, wide: wide.slice(0, 12)
            });
            document.body.appendChild(pre);
          }
          window.addEventListener("load", function () { setTimeout(run, 1200); });
        })();
        """#
}
