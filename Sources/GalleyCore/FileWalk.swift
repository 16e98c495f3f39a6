import Foundation

/// Every entry under a folder, read with `opendir` and `readdir`: what FileManager's
/// `enumerator(atPath:)` lists, without its first-use cost.
///
/// FileManager's enumerator instantiates Foundation's object machinery on first use (runtime
/// type look-ups and protocol conformance checks, about a millisecond), which every build paid
/// for its template folders and `Public/`, whatever their size. The walk lists hidden entries,
/// descends into folders but not through symbolic links (a link is listed as itself, as the
/// enumerator does), and reads an entry's type from `readdir`, with an `lstat` only where the
/// file system does not report it.
package enum FileWalk {
    package enum Kind: Sendable, Equatable {
        case file, folder, symbolicLink
    }

    package struct Entry: Sendable, Equatable {
        /// The path below the walked folder, components joined by `/`.
        package var path: String
        package var kind: Kind
    }

    /// The entries under `folder`, sorted by path; empty when `folder` cannot be read. With
    /// `skippingHidden`, entries whose name starts with a dot are left out, and hidden folders
    /// are not entered.
    package static func entries(in folder: String, skippingHidden: Bool = false) -> [Entry] {
        var entries: [Entry] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let full = relative.isEmpty ? folder : folder + "/" + relative
            guard let directory = opendir(full) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != ".", name != "..", !skippingHidden || !name.hasPrefix(".") else { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var type = entry.pointee.d_type
                if type == UInt8(DT_UNKNOWN) {
                    var info = stat()
                    guard lstat(full + "/" + name, &info) == 0 else { continue }
                    let format = info.st_mode & S_IFMT
                    type = UInt8(format == S_IFDIR ? DT_DIR : format == S_IFLNK ? DT_LNK : DT_REG)
                }
                switch type {
                case UInt8(DT_DIR):
                    entries.append(Entry(path: path, kind: .folder))
                    pending.append(path)
                case UInt8(DT_LNK): entries.append(Entry(path: path, kind: .symbolicLink))
                default: entries.append(Entry(path: path, kind: .file))
                }
            }
        }
        return entries.sorted { $0.path < $1.path }
    }

    /// The bytes of the file at `path` (through symbolic links), or `nil` when it cannot be read
    /// as a file (missing, a folder, unreadable).
    package static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: 4096)) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}
