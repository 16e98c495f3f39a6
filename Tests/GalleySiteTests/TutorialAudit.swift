/// A script the browser tests add beside ``BrowserAudit`` on every page: on a tutorial page it
/// records which step's files the code panel holds at the top of the page, scrolls to the last
/// step's prose, records the panel again (its files and where it sits in the viewport), scrolls
/// back, and writes a JSON report into `<pre id="galley-tutorial-audit">`.
enum TutorialAudit {
    struct Report: Decodable {
        var panelVisible: Bool
        var stepsInPage: Int
        var figuresInProse: Int
        var panelAtTop: [String]
        var panelAfterScroll: [String]
        var lastStep: String
        var panelTopAfterScroll: Double
        var viewportHeight: Double
        var scrolled: Double
        /// How many times the audit scrolled down before measuring (1 unless a scroll was lost).
        var scrollAttempts: Int
        var overflowingFigures: [String]
    }

    static let tag = "<script>\n" + script + "\n</script>"

    static let script = #"""
        (function () {
          function ids(root) {
            return root ? Array.prototype.map.call(root.querySelectorAll("figure.tutorial-step"), function (f) { return f.id; }) : [];
          }
          window.addEventListener("load", function () {
            var article = document.querySelector(".article.tutorial");
            if (!article) return;
            var panel = article.querySelector(".tutorial-panel");
            var all = article.querySelectorAll("figure.tutorial-step");
            var keys = Array.prototype.map.call(all, function (f) {
              var m = /^step-(\d+)-(\d+)/.exec(f.id);
              return m ? [Number(m[1]), Number(m[2]), m[0]] : [0, 0, ""];
            }).sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
            var lastID = keys.length ? keys[keys.length - 1][2] : "";
            var result = {
              panelVisible: !!panel && !panel.hidden && panel.getBoundingClientRect().width > 0,
              stepsInPage: all.length, figuresInProse: ids(article.querySelector(".tutorial-prose")).length,
              panelAtTop: ids(panel), panelAfterScroll: [], lastStep: lastID, panelTopAfterScroll: -1,
              viewportHeight: window.innerHeight, scrolled: 0, scrollAttempts: 0,
              overflowingFigures: Array.prototype.filter.call(all, function (f) {
                return f.getBoundingClientRect().right > document.documentElement.clientWidth + 1;
              }).map(function (f) { return f.id; })
            };
            var placeholders = article.querySelectorAll(".step-placeholder");
            var target = placeholders.length ? placeholders[placeholders.length - 1] : all[all.length - 1];
            function scrollDown() {
              result.scrollAttempts += 1;
              window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY - 150);
              // Headless Chromium's virtual clock may deliver the scroll event late; send one so
              // the page's own scroll handler runs at the new position before measuring.
              window.dispatchEvent(new Event("scroll"));
            }
            scrollDown();
            // Once, in a CI run under load, scrollY was still 0 when measured (cause not found):
            // the audit scrolls again, at most twice, and reports how many tries it took. A page
            // that cannot scroll still reports 0, and the test's assertions fail on it.
            function measure() {
              if (window.scrollY === 0 && result.scrollAttempts < 3) {
                scrollDown();
                setTimeout(measure, 400);
                return;
              }
              result.scrolled = window.scrollY;
              result.panelAfterScroll = ids(panel);
              result.panelTopAfterScroll = panel ? panel.getBoundingClientRect().top : -1;
              window.scrollTo(0, 0);
              var pre = document.createElement("pre");
              pre.id = "galley-tutorial-audit";
              pre.hidden = true;  // a long line would make the page scroll sideways for the main audit
              pre.textContent = JSON.stringify(result);
              document.body.appendChild(pre);
            }
            setTimeout(measure, 400);
          });
        })();
        """#
}
