import Foundation

extension LinkTemplate {
    /// The link's jobs for `flags`, from the memo folder when an earlier session asked the same
    /// installed toolchain the same question, else from the driver (and then remembered), as
    /// ``FrontendTemplate/remembered(swiftc:action:flags:memo:portable:)`` does for compilations.
    ///
    /// The session's scratch folder, which the flags name (the export list), is one of the
    /// `portable` folders, so one answer serves every session. Asking costs a driver process
    /// (about 50 ms of CPU, while a cold session's first batches compile on every core).
    static func remembered(
        swiftc: String, flags: [String], memo: URL?, portable: [(path: String, placeholder: String)]
    ) -> LinkTemplate? {
        guard let memo = DriverMemo(folder: memo, swiftc: swiftc, portable: portable) else {
            return LinkTemplate(swiftc: swiftc, flags: flags)
        }
        let file = memo.file("link", question: flags)
        if let data = FileManager.default.contents(atPath: file.path), let known = LinkTemplate(memo: data) {
            var template = LinkTemplate(extract: known.extract.map(memo.specific), link: known.link.map(memo.specific))
            template?.rememberedIn = file
            return template
        }
        guard let asked = LinkTemplate(swiftc: swiftc, flags: flags),
            let kept = LinkTemplate(extract: asked.extract.map(memo.general), link: asked.link.map(memo.general))
        else { return nil }
        if memo.canKeep(kept.extract + kept.link) { memo.keep(kept.memo, in: file) }
        return asked
    }

    /// The jobs as words each ended by a NUL byte: a format word, the count of the extraction's
    /// words, the extraction's words, then the link's.
    var memo: [UInt8] {
        ([Self.memoFormat, String(extract.count)] + extract + link).flatMap { Array($0.utf8) + [0] }
    }

    /// Jobs read back from ``memo``; `nil` unless they read as jobs the driver could have planned.
    init?(memo data: Data) {
        guard data.last == 0 else { return nil }
        let words = data.dropLast().split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard words.count > 2, words[0] == Self.memoFormat, let count = Int(words[1]), count > 0,
            count < words.count - 2
        else { return nil }
        self.init(extract: Array(words[2..<(2 + count)]), link: Array(words[(2 + count)...]))
    }

    private static let memoFormat = "galley-link-2"
}
