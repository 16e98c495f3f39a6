internal import CXXHash

/// XXH3-128 (xxHash, Debian's `libxxhash-dev`) as 32 hex digits, in the order `xxhsum -H2`
/// prints it: how a build recognises that its own inputs and outputs did not change (article
/// sources, pages, listings, the keys of page inputs and the build state's checksum).
///
/// Not SHA-256, because these fingerprints only detect change: they guard against accident, and
/// none is a secret or a boundary (whoever can write the build state or the output folder can
/// change the pages directly, and the state's SHA-256 checksum was unkeyed too). XXH3-128 is
/// many times faster, and a full build hashes every source and page (see
/// `Benchmarks/analysis-incremental.md`). What travels or must resist forgery stays SHA-256:
/// the proof cache and its HMAC, translation revisions, the highlight cache's keys.
package enum Fingerprint {
    /// The fingerprint of bytes.
    package static func hex(bytes: some Sequence<UInt8>) -> String {
        let hash =
            bytes.withContiguousStorageIfAvailable { XXH3_128bits($0.baseAddress, $0.count) }
            ?? Array(bytes).withUnsafeBufferPointer { XXH3_128bits($0.baseAddress, $0.count) }
        return digits(hash.high64) + digits(hash.low64)
    }

    /// The fingerprint of a string's UTF-8 bytes.
    package static func hex(_ string: String) -> String {
        var string = string
        return string.withUTF8 { hex(bytes: $0) }
    }

    private static func digits(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
