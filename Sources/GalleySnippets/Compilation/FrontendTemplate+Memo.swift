import Foundation
import GalleyCore
import GalleyToolchain

extension FrontendTemplate {
    /// The template for `action` and `flags`, from the memo folder when an earlier session asked
    /// the same installed toolchain the same question, else from the driver (and then remembered).
    ///
    /// The driver's answer depends only on the toolchain and the question, so it is kept under a
    /// name made of the toolchain's identity (``Toolchain/identity(of:)``: the driver's and the
    /// frontend's real paths, sizes, modification times and inodes) and the question's words.
    /// The folders in `portable` (the runtime's, the package's) are written as their placeholder
    /// in both, so the memo stays true when the cache is moved, and an answer that names such a
    /// folder in any other form is not remembered at all. Asking costs a driver process (100 to
    /// 200 ms, at the start of every session that compiles). A damaged memo is ignored and replaced.
    static func remembered(
        swiftc: String, action: String, flags: [String], memo: URL?, portable: [(path: String, placeholder: String)]
    ) -> FrontendTemplate? {
        guard let memo, let identity = Toolchain.identity(of: swiftc) else {
            return FrontendTemplate(swiftc: swiftc, action: action, flags: flags)
        }
        func general(_ word: String) -> String {
            portable.reduce(word) { $0.replacingOccurrences(of: $1.path, with: $1.placeholder) }
        }
        func specific(_ word: String) -> String {
            portable.reduce(word) { $0.replacingOccurrences(of: $1.placeholder, with: $1.path) }
        }
        let question = ([identity, action] + flags.map(general)).joined(separator: "\u{1F}")
        let file = memo.appendingPathComponent("frontend-" + SHA256.hex(question).prefix(16))
        if let data = FileManager.default.contents(atPath: file.path), let known = FrontendTemplate(memo: data) {
            return FrontendTemplate(arguments: known.arguments.map(specific))
        }
        guard let asked = FrontendTemplate(swiftc: swiftc, action: action, flags: flags) else { return nil }
        let kept = FrontendTemplate(arguments: asked.arguments.map(general))
        let names = portable.map { URL(fileURLWithPath: $0.path).lastPathComponent }
        guard !kept.arguments.contains(where: { word in names.contains { word.contains($0) } }) else { return asked }
        // Written aside and renamed, so a session reading at the same moment sees all or nothing.
        let aside = memo.appendingPathComponent(".frontend-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: memo, withIntermediateDirectories: true)
        if (try? ScratchFile.write(kept.memo, to: aside)) != nil, rename(aside.path, file.path) != 0 {
            try? FileManager.default.removeItem(at: aside)
        }
        return asked
    }

    /// The arguments, each ended by a NUL byte (no argument can hold one).
    var memo: [UInt8] { arguments.flatMap { Array($0.utf8) + [0] } }

    /// A template read back from ``memo``; `nil` unless it reads as one the driver could have given.
    init?(memo data: Data) {
        guard data.last == 0 else { return nil }
        let words = data.dropLast().split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard words.count > 2, words.contains("-frontend"), words.contains(Self.input) else { return nil }
        self.init(arguments: words)
    }

    private init(arguments: [String]) { self.arguments = arguments }
}
