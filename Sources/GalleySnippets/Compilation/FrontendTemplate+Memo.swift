import Foundation

extension FrontendTemplate {
    /// The template for `action` and `flags`, from the memo folder when an earlier session asked
    /// the same installed toolchain the same question, else from the driver (and then remembered;
    /// ``DriverMemo`` says under which name, and how folders are written). Asking costs a driver
    /// process (100 to 200 ms, at the start of every session that compiles). A damaged memo is
    /// ignored and replaced.
    static func remembered(
        swiftc: String, action: String, flags: [String], memo: URL?, portable: [(path: String, placeholder: String)]
    ) -> FrontendTemplate? {
        guard let memo = DriverMemo(folder: memo, swiftc: swiftc, portable: portable) else {
            return FrontendTemplate(swiftc: swiftc, action: action, flags: flags)
        }
        let file = memo.file("frontend", question: [action] + flags)
        if let data = FileManager.default.contents(atPath: file.path), let known = FrontendTemplate(memo: data) {
            return FrontendTemplate(arguments: known.arguments.map(memo.specific))
        }
        guard let asked = FrontendTemplate(swiftc: swiftc, action: action, flags: flags) else { return nil }
        let kept = FrontendTemplate(arguments: asked.arguments.map(memo.general))
        if memo.canKeep(kept.arguments) { memo.keep(kept.memo, in: file) }
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
