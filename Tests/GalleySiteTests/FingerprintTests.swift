import Testing

@testable import GalleySite

/// `Fingerprint` is XXH3-128 in `xxhsum -H2`'s notation: the expected values were printed by
/// xxhsum 0.8.1, xxHash's own command-line tool (Debian's `xxhash`), not by Galley.
@Suite struct FingerprintTests {
    @Test(arguments: [
        ("", "99aa06d3014798d86001c324468d497f"),
        ("Galley", "85fa2a7125632feb43b9c5a59d0d7c9c"),
        ("Zagreb – Čakovec\n", "7968c5900af74a448f9e9220ee15bfc5"),
        (String(repeating: "a", count: 200), "cffe968d25cc79dac8654f5c46034008"),
    ])
    func matchesXXHSum(text: String, expected: String) {
        #expect(Fingerprint.hex(text) == expected)
        #expect(Fingerprint.hex(bytes: Array(text.utf8)) == expected)
    }

    /// 100,000 bytes (`i % 251`): XXH3's path for long inputs, from a contiguous array and from
    /// a sequence that is not contiguous.
    @Test func matchesXXHSumOnALongInput() {
        let bytes = (0..<100_000).map { UInt8($0 % 251) }
        #expect(Fingerprint.hex(bytes: bytes) == "54182c58bbb1337c42c23aeead96750d")
        #expect(Fingerprint.hex(bytes: bytes.lazy.map { $0 }) == "54182c58bbb1337c42c23aeead96750d")
    }
}
