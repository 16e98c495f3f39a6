import Foundation
import GalleyCore
internal import GalleyPlatform

/// The keys of a build graph: what each article page is rendered from, as one ``Fingerprint``
/// (the site's files are first hashed with SHA-256, in ``files(_:)``).
///
/// ``site(files:settings:)`` covers what every page shares: the templates and interface strings
/// (every file of the site's and the theme's `Templates/`), `site.yml`, the build's settings,
/// the set of pages and their URLs (links resolve through it), the verification state and the
/// galley executable itself. An article's key adds its own source, the translations it links,
/// the source of a translation (for the outdated notice), its pager neighbours, its locale's
/// navigation (every title, URL and place its sidebar and breadcrumbs show) and the proofs of
/// its blocks. Anything missing from a key would leave a stale page, so the
/// incremental-versus-full test edits each kind of input.
enum PageInputs {
    /// The key of what every page depends on.
    static func site(files folders: [URL], settings: [String]) -> String {
        site(files: files(folders), settings: settings)
    }

    /// The key of what every page depends on, from ``files(_:)``'s digest of the folders (which
    /// a build computes on another core while it prepares the rest).
    static func site(files: String, settings: [String]) -> String {
        // The settings (a line per page) as one buffer with the files' digest.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(settings.reduce(files.utf8.count + 1) { $0 + $1.utf8.count + 1 })
        bytes += files.utf8
        bytes.append(0)
        for part in settings {
            bytes += part.utf8
            bytes.append(0)
        }
        return Fingerprint.hex(bytes: bytes)
    }

    /// The digest of every file in `folders` (their paths and bytes) and of the running galley
    /// executable's size and time.
    static func files(_ folders: [URL]) -> String {
        var hasher = SHA256()
        for (index, folder) in folders.enumerated() {
            hasher.update("folder \(index)\u{0}")
            // Folders are left out; a link to a folder reads as nothing and is left out too.
            for entry in FileWalk.entries(in: folder.path) where entry.kind != .folder {
                guard let data = FileWalk.contents(of: folder.path + "/" + entry.path) else { continue }
                hasher.update("file /\(entry.path)\u{0}")
                hasher.update(data)
            }
        }
        // A new galley binary may render differently: its size and time join the key.
        if let executable = executableIdentity { hasher.update("galley \(executable)\u{0}") }
        return hasher.finalize()
    }

    /// The running galley executable's size and modification time, or `nil` when it cannot be
    /// found; read once per process (the site key and the state's dates both name it).
    static let executableIdentity: String? = {
        guard let info = RunningExecutable.status() else { return nil }
        return "\(info.st_size) \(info.modificationTime)"
    }()

    /// The key of one article page: the site key plus the page's own inputs, in order.
    static func page(site: String, parts: [String]) -> String {
        // The same bytes as hashing the site key, then a NUL and each part, in turn: gathered
        // into one buffer first, since a build makes hundreds of these keys of a dozen parts.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(parts.reduce(site.utf8.count) { $0 + 1 + $1.utf8.count })
        bytes += site.utf8
        for part in parts {
            bytes.append(0)
            bytes += part.utf8
        }
        return Fingerprint.hex(bytes: bytes)
    }
}
