import Foundation

/// Serves files from one directory and nothing outside it.
///
/// `..` segments, NUL bytes and paths that resolve (through symlinks) outside the root get
/// 404, so a request can never read a file the site did not publish.
package struct StaticFileResponder: Sendable {
    package var root: URL

    package init(root: URL) { self.root = root.standardizedFileURL.resolvingSymlinksInPath() }

    static let types = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "json": "application/json", "xml": "application/xml", "svg": "image/svg+xml",
        "png": "image/png",
        "txt": "text/plain; charset=utf-8", "ico": "image/x-icon",
    ]

    /// The file a request path maps to, or `nil` when it is outside the root or absent.
    package func file(for path: String) -> URL? {
        guard path.hasPrefix("/"), !path.contains("\0") else { return nil }
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.contains(where: { $0 == ".." || $0 == "." }) else { return nil }
        var url = root
        for segment in segments { url.appendPathComponent(String(segment)) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return nil
        }
        if isDirectory.boolValue { url.appendPathComponent("index.html") }
        let resolved = url.resolvingSymlinksInPath().path
        guard resolved.hasPrefix(root.path + "/"), FileManager.default.isReadableFile(atPath: resolved)
        else {
            return nil
        }
        return url
    }

    /// A 200 with the file, or a 404 (with the site's own 404 page when it has one).
    package func respond(to request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return HTTPResponse(status: 405, body: Data("Method not allowed\n".utf8))
        }
        guard let url = file(for: request.path), let data = try? Data(contentsOf: url) else {
            let page =
                (try? Data(contentsOf: root.appendingPathComponent("404.html"))) ?? Data("Not found\n".utf8)
            return HTTPResponse(
                status: 404, headers: [("Content-Type", "text/html; charset=utf-8")], body: page)
        }
        let type = Self.types[url.pathExtension.lowercased()] ?? "application/octet-stream"
        return HTTPResponse(
            status: 200, headers: [("Content-Type", type), ("Cache-Control", "no-store")],
            body: request.method == "HEAD" ? Data() : data)
    }
}
