import GalleySnippets
import Testing

@testable import GalleySite

/// Blocks read back from the build state share the parse of an info string they have in common,
/// but never its problems, which are located at each block's own fence.
@Suite struct StateBlockAttributesTests {
    static func block(_ info: String, line: Int, indentation: Int = 0) -> FencedBlock {
        FencedBlock(
            file: "Content/en/a.md", info: info, code: "print(1)\n", fenceLine: line,
            contentStartLine: line + 1, closingLine: line + 3, directlyFollowsPrevious: false,
            indentation: indentation)
    }

    static func roundTrip(_ blocks: [FencedBlock]) -> [FencedBlock?] {
        var writer = StateWriter()
        for block in blocks { writer.fencedBlock(block) }
        var reader = StateReader(writer.bytes)
        return blocks.map { _ in reader.fencedBlock() }
    }

    @Test func blocksComeBackAsParsedFromScratch() {
        let blocks = [
            Self.block("swift run", line: 3), Self.block("output", line: 8), Self.block("swift run", line: 12),
            Self.block("swift run timeout=5", line: 20), Self.block("output", line: 25),
            Self.block("swift run", line: 30, indentation: 4),
        ]
        let read = Self.roundTrip(blocks)
        #expect(read == blocks.map { Optional($0) })
        #expect(read.map { $0?.spec?.mode } == blocks.map(\.spec?.mode))
    }

    @Test func anInvalidInfoStringIsParsedForEachBlock() throws {
        let blocks = [
            Self.block("swift run timeout=x", line: 3), Self.block("swift run timeout=x", line: 9),
            Self.block("swift run timeout=x", line: 15, indentation: 2),
        ]
        #expect(blocks.allSatisfy { !$0.attributes.problems.isEmpty }, "the info string is meant to be invalid")
        let read = Self.roundTrip(blocks)
        for (block, restored) in zip(blocks, read) {
            let restored = try #require(restored)
            #expect(restored.attributes.problems == block.attributes.problems)
            #expect(restored.attributes.problems.first?.location?.line == block.fenceLine)
        }
        #expect(read[0]?.attributes.problems != read[1]?.attributes.problems)
        #expect(read[1]?.attributes.problems != read[2]?.attributes.problems)
    }
}
