/// A script the browser tests add at the top of `<head>` (in the test server only): it records
/// errors as the page runs, then, a moment after `load`, writes a JSON report into
/// `<pre id="galley-audit">`, which the test reads from the DOM.
enum BrowserAudit {
    struct Report: Decodable {
        var lang: String
        var overflow: Int
        var imagesWithoutAlt: [String]
        var errors: [String]
        var failedResources: [String]
        var lowContrast: [String]
        var searchResults: [String]
        var landmarks: [String: Int]
        var skipLinkTarget: String?
        var skipLinkVisibleOnFocus: Bool
        var focusOutline: String
    }

    static let tag = "<script>\n" + script + "\n</script>"

    static let script = #"""
        (function () {
          var errors = [];
          window.addEventListener("error", function (event) { errors.push("Uncaught " + event.message); });
          window.addEventListener("unhandledrejection", function (event) { errors.push("Unhandled " + event.reason); });
          var original = console.error;
          console.error = function () { errors.push(Array.prototype.join.call(arguments, " ")); original.apply(console, arguments); };

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
            var base = { r: 255, g: 255, b: 255, a: 1 };
            if (layers.length && layers[layers.length - 1].a >= 1) base = layers.pop();
            else if (matchMedia("(prefers-color-scheme: dark)").matches) base = { r: 0, g: 0, b: 0, a: 1 };
            for (var i = layers.length - 1; i >= 0; i--) base = over(layers[i], base);
            return base;
          }
          function hidden(element) {
            for (var e = element; e; e = e.parentElement) {
              if (e.classList && e.classList.contains("vh")) return true;
              var style = getComputedStyle(e);
              if (style.display === "none" || style.visibility === "hidden" || parseFloat(style.opacity) === 0) return true;
            }
            return element.getClientRects().length === 0;
          }
          function lowContrast() {
            var failures = [];
            document.querySelectorAll("body *").forEach(function (element) {
              var hasText = Array.prototype.some.call(element.childNodes, function (n) {
                return n.nodeType === 3 && n.textContent.trim();
              });
              if (!hasText || hidden(element) || element.closest("#galley-audit")) return;
              var style = getComputedStyle(element);
              var fg = rgba(style.color);
              if (!fg) return;
              for (var e = element; e; e = e.parentElement) fg.a *= parseFloat(getComputedStyle(e).opacity);
              var bg = background(element);
              var l1 = luminance(over(fg, bg)), l2 = luminance(bg);
              var ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
              var size = parseFloat(style.fontSize), bold = parseInt(style.fontWeight, 10) >= 700;
              var needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
              if (ratio < needed) {
                failures.push(element.tagName.toLowerCase() + "." + element.className + " '" +
                  element.textContent.trim().slice(0, 30) + "' " + ratio.toFixed(2) + " < " + needed);
              }
            });
            return failures;
          }
          function report() {
            var skip = document.querySelector(".skip-link");
            var visible = false, outline = "";
            if (skip) {
              skip.focus();
              var rect = skip.getBoundingClientRect();
              visible = rect.width > 1 && rect.height > 1 && rect.top >= 0 && rect.bottom <= innerHeight;
              var style = getComputedStyle(skip);
              outline = style.outlineStyle + " " + style.outlineWidth;
              skip.blur();
            }
            var failed = performance.getEntriesByType("resource").filter(function (entry) {
              return entry.responseStatus >= 400;
            }).map(function (entry) { return entry.name; });
            var result = {
              lang: document.documentElement.lang,
              overflow: document.documentElement.scrollWidth - window.innerWidth,
              imagesWithoutAlt: Array.prototype.filter.call(document.images, function (i) { return !i.hasAttribute("alt"); })
                .map(function (i) { return i.src; }),
              errors: errors, failedResources: failed, lowContrast: lowContrast(),
              searchResults: Array.prototype.map.call(document.querySelectorAll(".search-results a"), function (a) {
                return a.getAttribute("href");
              }),
              landmarks: {
                banner: document.querySelectorAll("body > header").length, main: document.querySelectorAll("main").length,
                navigation: document.querySelectorAll("nav").length, contentinfo: document.querySelectorAll("body > footer").length,
                search: document.querySelectorAll("[role=search]").length
              },
              skipLinkTarget: skip && document.querySelector(skip.getAttribute("href")) ? skip.getAttribute("href") : null,
              skipLinkVisibleOnFocus: visible, focusOutline: outline
            };
            var pre = document.createElement("pre");
            pre.id = "galley-audit";
            pre.textContent = JSON.stringify(result);
            document.body.appendChild(pre);
          }
          window.addEventListener("load", function () { setTimeout(report, 1500); });
        })();
        """#
}
