/// A script the sidebar's browser tests add at the top of `<head>` (in the test server only): a
/// moment after `load` it measures the sidebar, the article's body and the table of contents, opens
/// the sidebar's disclosure as a reader's tap would, measures again, and writes a JSON report
/// into `<pre id="galley-sidebar-audit">`, which the test reads from the DOM.
///
/// ``withoutScripts`` comes first when the page must run as without JavaScript: a content
/// security policy that lets this inline script run and blocks the site's own scripts.
enum SidebarAudit {
    struct Rect: Decodable {
        var left: Double
        var top: Double
        var right: Double
        var bottom: Double

        func overlaps(_ other: Rect) -> Bool {
            left < other.right - 0.5 && other.left < right - 0.5 && top < other.bottom - 0.5
                && other.top < bottom - 0.5
        }
    }

    struct State: Decodable {
        var overflow: Int
        var toggleVisible: Bool
        var currentVisible: Bool
        var sidebar: Rect?
    }

    struct Report: Decodable {
        var galleyScriptRan: Bool
        var currentLinks: [String]
        var currentSectionsOpen: Bool
        var closedSections: Int
        var main: Rect?
        var article: Rect?
        var toc: Rect?
        var loaded: State
        var afterToggle: State
    }

    static let withoutScripts = #"<meta http-equiv="Content-Security-Policy" content="script-src 'unsafe-inline'">"#

    static let tag = "<script>\n" + script + "\n</script>"

    static let script = #"""
        (function () {
          function rect(element) {
            if (!element) return null;
            var r = element.getBoundingClientRect();
            return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
          }
          function visible(element) {
            return !!element && element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
              element.getClientRects().length > 0;
          }
          function state() {
            var sidebar = document.querySelector(".sidebar");
            return {
              overflow: document.documentElement.scrollWidth - window.innerWidth,
              toggleVisible: visible(document.querySelector(".sidebar-toggle")),
              currentVisible: visible(document.querySelector(".sidebar a[aria-current='page']")),
              sidebar: rect(sidebar)
            };
          }
          function report() {
            var current = document.querySelectorAll(".sidebar a[aria-current='page']");
            var open = current.length === 1;
            for (var e = current[0] && current[0].parentElement; e && !e.classList.contains("sidebar-tree"); e = e.parentElement) {
              if (e.tagName === "DETAILS" && !e.open) open = false;
            }
            var result = {
              // galley.js shows the search box, which the page holds hidden until then.
              galleyScriptRan: !!document.querySelector(".search") && !document.querySelector(".search").hidden,
              currentLinks: Array.prototype.map.call(current, function (a) { return a.getAttribute("href"); }),
              currentSectionsOpen: open,
              closedSections: document.querySelectorAll(".sidebar-section > details:not([open])").length,
              main: rect(document.querySelector("main")),
              article: rect(document.querySelector("main .article-body")),
              toc: rect(document.querySelector(".toc")),
              loaded: state()
            };
            var toggle = document.querySelector(".sidebar-toggle");
            if (toggle && visible(toggle)) toggle.click();
            result.afterToggle = state();
            var pre = document.createElement("pre");
            pre.id = "galley-sidebar-audit";
            pre.textContent = JSON.stringify(result);
            document.body.appendChild(pre);
          }
          window.addEventListener("load", function () { setTimeout(report, 1500); });
        })();
        """#
}
