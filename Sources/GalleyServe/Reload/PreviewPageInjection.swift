import Foundation
import GalleyCore

/// The markup `galley serve` adds to served HTML (never to the built files): the live-reload
/// script and, after a failed rebuild, an overlay listing the build's diagnostics.
enum PreviewPageInjection {
    /// Subscribes to the event stream and reloads on `reload`; EventSource reconnects by itself.
    static let script = """
        <script data-galley-preview>
        (function () {
          if (!window.EventSource) return;
          var events = new EventSource("\(LiveReload.eventsPath)");
          events.addEventListener("reload", function () { window.location.reload(); });
        })();
        </script>
        """

    /// An overlay with every diagnostic, escaped; styled inline so it shows even when the
    /// site's own CSS is what failed.
    static func overlay(_ diagnostics: [String]) -> String {
        let list = diagnostics.map(\.htmlEscaped).joined(separator: "\n")
        return """
            <section id="galley-build-errors" role="alert" aria-labelledby="galley-build-errors-title" \
            style="position:fixed;inset:auto 1rem 1rem 1rem;z-index:1000;max-height:60vh;overflow:auto;\
            background:#2b0d0d;color:#ffe9e9;border:2px solid #ff8a8a;border-radius:8px;padding:1rem 1.25rem;\
            font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;box-shadow:0 8px 32px rgba(0,0,0,.4)">
            <h2 id="galley-build-errors-title" style="margin:0 0 .5rem;font-size:16px;color:#fff">\
            Build failed: still showing the last good site</h2>
            <pre style="margin:0;white-space:pre-wrap;color:inherit;background:none">\(list)</pre>
            </section>
            """
    }

    /// `html` with the script (and the overlay, when there is a failure) before `</body>`.
    static func inject(into html: String, failure: [String]?) -> String {
        let addition = script + (failure.map { "\n" + overlay($0) } ?? "") + "\n"
        guard let end = html.range(of: "</body>", options: [.backwards, .caseInsensitive]) else {
            return html + addition
        }
        return html.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: addition)
    }

    /// A whole page for when a build failed and there is no previous site to show.
    static func failurePage(_ diagnostics: [String]) -> String {
        inject(
            into:
                "<!doctype html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>Build failed</title></head>\n"
                + "<body>\n</body>\n</html>\n", failure: diagnostics)
    }
}
