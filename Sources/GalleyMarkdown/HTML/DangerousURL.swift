/// URLs that run code or read local files when followed: `javascript:`, `vbscript:`, `file:` and
/// `data:` other than raster images. Unless raw HTML is allowed unfiltered, such a link's
/// destination is left empty, as cmark does without its unsafe option.
enum DangerousURL {
    private static let schemes: [[UInt8]] = ["javascript:", "vbscript:", "file:", "data:"].map { Array($0.utf8) }
    private static let safeImages: [[UInt8]] = [
        "data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp",
    ].map { Array($0.utf8) }

    /// Compares the URL's first bytes with the schemes, ASCII letters in either case, as cmark's
    /// own check does (no lowercase letter outside ASCII lowercases into these schemes' letters).
    static func isDangerous(_ url: String) -> Bool {
        var url = url
        return url.withUTF8 { bytes in
            // Most links start with `h` (`http`), `#` or `.`: no scheme here starts so.
            guard let first = bytes.first, [0x6A, 0x76, 0x66, 0x64].contains(first | 0x20) else { return false }
            if safeImages.contains(where: { startsIgnoringASCIICase(bytes, $0) }) { return false }
            return schemes.contains { startsIgnoringASCIICase(bytes, $0) }
        }
    }

    /// Whether `bytes` start with `prefix` (lowercase ASCII), ASCII letters in either case.
    private static func startsIgnoringASCIICase(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: [UInt8]) -> Bool {
        guard bytes.count >= prefix.count else { return false }
        for (index, expected) in prefix.enumerated() {
            let byte = bytes[index]
            let lower = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            if lower != expected { return false }
        }
        return true
    }
}
