import Foundation
import GalleyCore
import GalleyServe
import GalleyTestSupport
import Testing

@testable import GalleySite

/// Compiler hovers in headless Chromium, at a phone's width and a desktop's: keyboard focus on
/// an identifier shows its popover (the type the compiler inferred, GalleyUI's declarations
/// labelled as GalleyUI's), the identifier is described by it (`aria-describedby`), Escape
/// closes it, it stays inside the window, the copy button's text is the code alone, and a
/// name the snippet declares links to its line. Hovering is CSS's `:hover`, which a page's
/// script cannot set; the audit checks the rule that shows the popover on it instead.
@Suite(
    CIRequirement.enabled(
        if: BrowserChromium.executable != nil, "chromium is not installed (apt-get install chromium)"))
struct BrowserHoverTests {
    struct Report: Decodable {
        var tokens: Int
        var quietTokens: Int
        var hiddenBefore: Bool
        var shownOnFocus: Bool
        var text: String
        var description: String
        var left: Double
        var right: Double
        var top: Double
        var bottom: Double
        var hiddenAfterEscape: Bool
        var hoverRule: Bool
        var copied: String
        var entryText: String
        var linkTargetExists: Bool
    }

    static let script = #"""
        (function () {
          window.addEventListener("load", function () {
            setTimeout(function () {
              var figures = document.querySelectorAll("figure.snippet");
              var tokens = figures[0].querySelectorAll(".hv");
              var scale = Array.prototype.find.call(tokens, function (t) {
                return t.firstChild && t.firstChild.textContent === "scale";
              });
              var pop = scale.querySelector(".hv-pop");
              var result = { tokens: tokens.length, quietTokens: figures[1].querySelectorAll(".hv").length };
              result.hiddenBefore = getComputedStyle(pop).display === "none";
              scale.focus();
              result.shownOnFocus = getComputedStyle(pop).display !== "none";
              result.text = pop.textContent;
              var described = document.getElementById(scale.getAttribute("aria-describedby"));
              result.description = described ? described.textContent : "";
              var box = pop.getBoundingClientRect();
              result.left = box.left; result.right = box.right - innerWidth;
              result.top = box.top; result.bottom = box.bottom - innerHeight;
              document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
              result.hiddenAfterEscape = getComputedStyle(pop).display === "none";
              result.hoverRule = Array.prototype.some.call(document.styleSheets, function (sheet) {
                try {
                  return Array.prototype.some.call(sheet.cssRules, function (rule) {
                    return rule.selectorText && rule.selectorText.indexOf(".hv:hover > .hv-pop") >= 0 &&
                      rule.style.display === "block";
                  });
                } catch (e) { return false; }
              });
              var code = figures[0].querySelector("pre.code > code");
              result.copied = Array.prototype.map.call(code.querySelectorAll(".line"), function (line) {
                var copy = line.cloneNode(true);
                copy.querySelectorAll("[data-nocopy]").forEach(function (node) { node.remove(); });
                return copy.textContent;
              }).join("\n");
              var entry = Array.prototype.find.call(tokens, function (t) {
                return t.firstChild && t.firstChild.textContent === "Entry";
              });
              result.entryText = entry ? entry.querySelector(".hv-pop").textContent : "";
              var link = figures[0].querySelector("a.hv[href^='#code-']");
              result.linkTargetExists = !!(link && document.getElementById(link.getAttribute("href").slice(1)));
              var out = document.createElement("pre");
              out.id = "galley-hover-audit";
              out.hidden = true;
              out.textContent = JSON.stringify(result);
              document.body.appendChild(out);
            }, 1000);
          });
        })();
        """#

    @Test(arguments: [390, 1280])
    func focusShowsTheTypeAndEscapeClosesIt(width: Int) async throws {
        try CIRequirement.require(BrowserChromium.executable != nil, "chromium is not installed")
        let site = try await ServedSite.fixture(
            "ProofHovers", verify: true, head: BrowserAudit.tag + "\n<script>\n" + Self.script + "\n</script>")
        defer { site.fixture?.remove() }

        let (dom, log) = try await BrowserChromium(width: width).dumpDOM(site.url("/en/hovers/"))
        let report = try BrowserErrorPanelTests.decode(Report.self, from: dom, id: "galley-hover-audit", log: log)
        let audit = try BrowserErrorPanelTests.decode(BrowserAudit.Report.self, from: dom, id: "galley-audit", log: log)
        #expect(report.tokens > 10, "identifiers with hovers: \(report.tokens)")
        #expect(report.quietTokens == 0, "a no-hovers block has none")
        #expect(report.hiddenBefore && report.shownOnFocus, "focus shows the popover")
        #expect(report.text.hasPrefix("local variable let scale: Double"), "\(report.text)")
        #expect(report.description == report.text)
        #expect(report.left >= 0 && report.right <= 0, "popover off screen sideways: \(report.left), \(report.right)")
        #expect(report.top >= 0 && report.bottom <= 0, "popover off screen vertically: \(report.top), \(report.bottom)")
        #expect(report.hiddenAfterEscape, "Escape closes the popover")
        #expect(report.hoverRule, "no CSS rule shows the popover on :hover")
        #expect(report.copied.hasPrefix("import SwiftUI\n\nextension EnvironmentValues {"))
        #expect(!report.copied.contains("Double\n") && !report.copied.contains("declares"), "\(report.copied)")
        #expect(report.entryText.contains("macro Entry()") && report.entryText.contains("as GalleyUI declares it"))
        #expect(report.linkTargetExists, "a name the snippet declares links to its line")
        #expect(audit.overflow <= 0, "the page scrolls sideways by \(audit.overflow) px")
        #expect(audit.errors.isEmpty && !log.contains("Uncaught"), "\(audit.errors)")
    }
}
