import Foundation
import GalleyCore
import GalleyToolchain

/// Where a driver's answer is remembered between sessions, and how it is written down: what
/// ``FrontendTemplate`` and ``LinkTemplate`` share.
///
/// An answer depends only on the installed toolchain and the question, so it is kept in `folder`
/// under a name made of the toolchain's identity (``Toolchain/identity(of:)``: the driver's and
/// the frontend's real paths, sizes, modification times and inodes) and the question's words.
/// The folders in `portable` (the runtime's, the package's, a session's scratch folder) are
/// written as their placeholder in both, so the memo stays true when the cache is moved; an
/// answer that names such a folder in any other form is not kept at all.
struct DriverMemo {
    let folder: URL
    let identity: String
    let portable: [(path: String, placeholder: String)]

    /// A memo in `folder` for the toolchain of `swiftc`; `nil` without a folder or when the
    /// toolchain's files cannot be read.
    init?(folder: URL?, swiftc: String, portable: [(path: String, placeholder: String)]) {
        guard let folder, let identity = Toolchain.identity(of: swiftc) else { return nil }
        self.folder = folder
        self.identity = identity
        self.portable = portable
    }

    /// `word` with every portable folder written as its placeholder.
    func general(_ word: String) -> String {
        portable.reduce(word) { $0.replacingOccurrences(of: $1.path, with: $1.placeholder) }
    }

    /// `word` with every placeholder written as its folder.
    func specific(_ word: String) -> String {
        portable.reduce(word) { $0.replacingOccurrences(of: $1.placeholder, with: $1.path) }
    }

    /// The file that holds the answer to `question`, named `prefix` and a hash.
    func file(_ prefix: String, question: [String]) -> URL {
        let text = ([identity] + question.map(general)).joined(separator: "\u{1F}")
        return folder.appendingPathComponent(prefix + "-" + SHA256.hex(text).prefix(16))
    }

    /// Whether `words`, already general, name no portable folder in another form.
    func canKeep(_ words: [String]) -> Bool {
        let names = portable.map { URL(fileURLWithPath: $0.path).lastPathComponent }
        return !words.contains { word in names.contains { word.contains($0) } }
    }

    /// Writes `bytes` to `file` aside and renames it in, so a session reading at the same moment
    /// sees all or nothing; a failure leaves no memo, never a partial one.
    func keep(_ bytes: [UInt8], in file: URL) {
        let aside = folder.appendingPathComponent(".\(file.lastPathComponent)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if (try? ScratchFile.write(bytes, to: aside)) != nil, rename(aside.path, file.path) != 0 {
            try? FileManager.default.removeItem(at: aside)
        }
    }
}
