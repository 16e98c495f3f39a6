internal import CCrypto

/// MD5 (RFC 1321) from libcrypto, only to compute the compiler's private discriminators (a file's
/// `private` declarations are mangled with the MD5 of its module and file name); nothing is
/// authenticated with it. C stays in this file.
package enum MD5 {
    /// The digest of `message`, as 32 uppercase hex digits.
    package static func hex(_ message: [UInt8]) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        _ = EVP_Digest(message, message.count, &digest, &length, EVP_md5(), nil)
        let digits = Array("0123456789ABCDEF".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(Int(length) * 2)
        for byte in digest.prefix(Int(length)) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xf)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
