import Foundation
import GalleyCore

/// Replaces a file's contents all at once: the new bytes go to a temporary file beside it, which
/// takes the original's permissions and is then renamed over it. A crash or a full disk leaves
/// either the old file or the new one, never a truncated article.
enum AtomicRewrite {
    static func replace(_ url: URL, with data: Data, display: String) throws(DiagnosticError) {
        let manager = FileManager.default
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).galley-\(UUID().uuidString)")
        do {
            let permissions = try manager.attributesOfItem(atPath: url.path)[.posixPermissions]
            try data.write(to: temporary, options: .withoutOverwriting)
            if let permissions {
                try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? manager.removeItem(at: temporary)
            throw DiagnosticError(
                .error("snippet.bless", at: nil, "cannot write '\(display)': \(error.localizedDescription)"))
        }
    }
}
