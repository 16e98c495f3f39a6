import Testing

@testable import GalleyCore

@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func matchesFIPSVectors(input: String, digest: String) {
        #expect(SHA256.hex(input) == digest)
    }

    /// RFC 4231, test cases 1 and 2.
    @Test func hmacMatchesRFC4231() {
        #expect(
            SHA256.hmac(key: [UInt8](repeating: 0x0b, count: 20), message: Array("Hi There".utf8))
                == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(
            SHA256.hmac(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8))
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    /// Feeding in pieces gives the digest of the whole, and finalising leaves the hasher usable.
    @Test func updatesInPiecesAndFinalisesWithoutConsuming() {
        var hasher = SHA256()
        hasher.update("ab")
        let partial = hasher.finalize()
        hasher.update([UInt8(ascii: "c")].lazy.map { $0 })
        #expect(partial == SHA256.hex("ab"))
        #expect(hasher.finalize() == SHA256.hex("abc"))
    }

    @Test func millionAs() {
        #expect(
            SHA256.hex(String(repeating: "a", count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}

@Suite struct NearMissTests {
    @Test func suggestsCloseName() {
        #expect(NearMiss.suggestion(for: "translationkey", among: ["title", "translationKey"]) == "translationKey")
        #expect(NearMiss.suggestion(for: "titel", among: ["title", "summary"]) == "title")
    }

    @Test func equallyCloseCandidatesGiveOneAnswerInAnyOrder() {
        let candidates = ["hr/article-92", "hr/article-28", "hr/article-32", "en/article-22"]
        let answers = Set(
            [candidates, candidates.reversed(), candidates.shuffled(), candidates.shuffled()].map {
                NearMiss.suggestion(for: "hr/article-2", among: $0)
            })
        #expect(answers == ["hr/article-28"])
        #expect(NearMiss.suggestion(for: "b", among: ["c", "a"]) == "a")
        #expect(NearMiss.suggestion(for: "b", among: ["a", "c"]) == "a")
    }

    @Test func staysQuietForUnrelatedName() {
        #expect(NearMiss.suggestion(for: "zebra", among: ["title", "summary"]) == nil)
    }
}
