import Foundation

/// Answers the preview server's requests: the built files, the live-reload stream, the
/// language redirect at `/`, and clear errors for everything else.
///
/// | request | response |
/// | --- | --- |
/// | not origin-form (`GET ../x`, `GET http://…`) | 400 |
/// | anything but `GET` or `HEAD` | 405 with `Allow` |
/// | `/__galley/events` | the server-sent event stream |
/// | `/` | 302 to `/<locale>/` by `Accept-Language` |
/// | a path with `..`, outside the output, or absent | 404 with the site's 404 page |
/// | an HTML file | 200, with the reload script (and the failure overlay) injected |
package struct PreviewResponder: Sendable {
    package let files: StaticFileResponder
    package let state: PreviewState
    package let liveReload: LiveReload

    package init(files: StaticFileResponder, state: PreviewState, liveReload: LiveReload) {
        self.files = files
        self.state = state
        self.liveReload = liveReload
    }

    /// The response to one request.
    package func respond(to request: HTTPRequest) -> HTTPResponse {
        guard request.target.hasPrefix("/") else {
            return Self.text(400, "Bad request: the target must be a path\n")
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            var response = Self.text(405, "Method not allowed: the preview serves GET and HEAD only\n")
            response.headers.append(("Allow", "GET, HEAD"))
            return response
        }
        let path = request.path
        if path == LiveReload.eventsPath { return liveReload.eventStream() }
        if path == "/" {
            let locale = state.negotiation.locale(for: request.headers["accept-language"])
            return HTTPResponse(
                status: 302,
                headers: [
                    ("Location", "/\(locale)/"), ("Vary", "Accept-Language"), ("Cache-Control", "no-store"),
                ])
        }
        var response = files.respond(to: request)
        let failure = state.failure
        if response.status == 404, let failure, files.file(for: "/") == nil {
            return HTTPResponse(
                status: 503, headers: [("Content-Type", "text/html; charset=utf-8")],
                body: Data(PreviewPageInjection.failurePage(failure).utf8))
        }
        let isHTML = response.headers.contains { $0.0 == "Content-Type" && $0.1.hasPrefix("text/html") }
        if isHTML, request.method == "GET" {
            let page = String(decoding: response.body, as: UTF8.self)
            response.body = Data(PreviewPageInjection.inject(into: page, failure: failure).utf8)
        }
        return response
    }

    private static func text(_ status: Int, _ message: String) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8")],
            body: Data(message.utf8))
    }
}
