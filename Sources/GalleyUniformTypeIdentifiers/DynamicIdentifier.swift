/// The identifiers of dynamic types: `dyn.a` and the hexadecimal UTF-8 of the tag and the type
/// it conforms to, so `UTType(_:)` can make the type again from its identifier. Apple's dynamic
/// identifiers are another encoding; both are opaque to apps.
enum DynamicIdentifier {
    private static let prefix = "dyn.a"

    static func encode(_ tag: UTType.Tag, conformingTo parent: String) -> String {
        let text = (tag.isMIMEType ? "m" : "e") + tag.value + "\u{0}" + parent
        return prefix
            + text.utf8.map { byte in
                let digits = String(byte, radix: 16)
                return byte < 16 ? "0" + digits : digits
            }.joined()
    }

    static func decode(_ identifier: String) -> UTType? {
        guard identifier.hasPrefix(prefix) else { return nil }
        let hex = Array(identifier.dropFirst(prefix.count).utf8)
        guard hex.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: hex.count, by: 2) {
            guard let byte = UInt8(String(decoding: hex[index..<index + 2], as: UTF8.self), radix: 16) else {
                return nil
            }
            bytes.append(byte)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let parts = text.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let kind = parts[0].first, kind == "m" || kind == "e" else { return nil }
        let tag = UTType.Tag(isMIMEType: kind == "m", value: String(parts[0].dropFirst()))
        return UTType(identifier: identifier, parents: [String(parts[1])], origin: .dynamic, tag: tag)
    }
}
