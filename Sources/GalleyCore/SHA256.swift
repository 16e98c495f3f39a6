internal import CCrypto

/// SHA-256 (FIPS 180-4), used for content hashes: cache keys, translation revisions, checksums.
///
/// Computed by libcrypto (Debian's `libssl-dev`), the well-kept implementation on this platform;
/// C stays in this file. `SHA256Tests` checks it against the FIPS test vectors, and
/// `Benchmarks/sha256.sh` measures it against the byte-by-byte Swift version it replaced.
package struct SHA256: Sendable {
    // A plain C struct: copying the hasher copies its state, so `finalize` leaves it usable.
    private var context = SHA256_CTX()

    package init() { SHA256_Init(&context) }

    /// Adds bytes to the message.
    package mutating func update(_ bytes: some Sequence<UInt8>) {
        let handled = bytes.withContiguousStorageIfAvailable { buffer in
            SHA256_Update(&context, buffer.baseAddress, buffer.count)
        }
        if handled == nil {
            let copied = Array(bytes)
            copied.withUnsafeBufferPointer { _ = SHA256_Update(&context, $0.baseAddress, $0.count) }
        }
    }

    /// Adds a string's UTF-8 bytes to the message.
    package mutating func update(_ string: String) {
        var string = string
        string.withUTF8 { _ = SHA256_Update(&context, $0.baseAddress, $0.count) }
    }

    /// The digest as 64 lowercase hex digits.
    package func finalize() -> String {
        var copy = context
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        SHA256_Final(&digest, &copy)
        return Self.hexDigits(digest)
    }

    /// The hex digest of a string's UTF-8 bytes.
    package static func hex(_ string: String) -> String {
        var hasher = SHA256()
        hasher.update(string)
        return hasher.finalize()
    }

    /// The hex digest of bytes.
    package static func hex(bytes: some Sequence<UInt8>) -> String {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// HMAC-SHA-256 of `message` under `key`, as 64 lowercase hex digits.
    package static func hmac(key: [UInt8], message: some Sequence<UInt8>) -> String {
        let bytes = Array(message)
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        _ = HMAC(EVP_sha256(), key, Int32(key.count), bytes, bytes.count, &digest, &length)
        return hexDigits(digest.prefix(Int(length)))
    }

    private static func hexDigits(_ bytes: some Collection<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
