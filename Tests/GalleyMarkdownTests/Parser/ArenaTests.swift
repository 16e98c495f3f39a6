import CArena
import Foundation
import Testing

@testable import GalleyMarkdown

/// `CArena`, the per-thread allocator cmark-gfm parses into. Each test runs on a thread of its
/// own, so it starts from an empty arena and no other parse shares it.
@Suite struct ArenaTests {
    /// Runs `body` on a new thread and waits for it.
    private static func onNewThread(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        done.wait()
    }

    private static func bytes(_ block: UnsafeMutableRawPointer, _ count: Int) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: block, count: count))
    }

    @Test func callocGivesZeroedAlignedDistinctBlocksAgainAfterAReset() {
        Self.onNewThread {
            var blocks: [UnsafeMutableRawPointer] = []
            for size in [1, 7, 16, 33, 100, 4096] {
                let block = galley_arena_calloc(1, size)!
                #expect(UInt(bitPattern: block) % 16 == 0)
                #expect(Self.bytes(block, size).allSatisfy { $0 == 0 })
                memset(block, 0xAB, size)
                blocks.append(block)
            }
            #expect(Set(blocks).count == blocks.count)
            // Blocks do not overlap: each still holds its own fill.
            for (block, size) in zip(blocks, [1, 7, 16, 33, 100, 4096]) {
                #expect(Self.bytes(block, size).allSatisfy { $0 == 0xAB })
            }
            galley_arena_reset()
            #expect(galley_arena_used() == 0)
            // The same memory again, dirty from before, comes back zeroed.
            let again = galley_arena_calloc(4, 1024)!
            #expect(again == blocks[0])
            #expect(Self.bytes(again, 4096).allSatisfy { $0 == 0 })
            galley_arena_reset()
        }
    }

    @Test func reallocGrowsTheNewestBlockInPlaceAndCopiesAnOlderOne() {
        Self.onNewThread {
            let first = galley_arena_realloc(nil, 10)!
            memset(first, 1, 10)
            let grown = galley_arena_realloc(first, 1000)!
            #expect(grown == first)
            #expect(Self.bytes(grown, 10).allSatisfy { $0 == 1 })
            let shrunk = galley_arena_realloc(grown, 5)!
            #expect(shrunk == first)
            let second = galley_arena_calloc(1, 8)!
            #expect(UInt(bitPattern: second) < UInt(bitPattern: first) + 1000)  // space given back
            memset(second, 2, 8)
            let moved = galley_arena_realloc(shrunk, 64)!
            #expect(moved != first)
            #expect(Self.bytes(moved, 5).allSatisfy { $0 == 1 })
            #expect(Self.bytes(second, 8).allSatisfy { $0 == 2 })
            galley_arena_reset()
        }
    }

    @Test func freeGivesBackOnlyTheNewestBlock() {
        Self.onNewThread {
            let older = galley_arena_calloc(1, 48)!
            let newest = galley_arena_calloc(1, 48)!
            let used = galley_arena_used()
            galley_arena_free(older)
            #expect(galley_arena_used() == used)
            galley_arena_free(newest)
            #expect(galley_arena_used() < used)
            #expect(galley_arena_calloc(1, 48) == newest)
            galley_arena_free(nil)
            galley_arena_reset()
        }
    }

    @Test func largeBlocksGetChunksOfTheirOwnAndAResetKeepsAtMostEightMebibytes() {
        Self.onNewThread {
            let small = galley_arena_calloc(1, 100)!
            let large = galley_arena_calloc(1, 20 << 20)!
            #expect(galley_arena_capacity() >= (20 << 20) + (256 << 10))
            let largeBytes = UnsafeMutableRawBufferPointer(start: large, count: 20 << 20)
            largeBytes[largeBytes.count - 1] = 7
            memset(small, 3, 100)
            // Growing past the chunk moves the block and keeps what it held.
            let grown = galley_arena_realloc(small, 1 << 20)!
            #expect(Self.bytes(grown, 100).allSatisfy { $0 == 3 })
            galley_arena_reset()
            #expect(galley_arena_used() == 0)
            #expect(galley_arena_capacity() <= 8 << 20)
            #expect(galley_arena_capacity() > 0)
            galley_arena_reset()
        }
    }

    @Test func aParseAllocatesFromTheArenaAndLeavesItReset() {
        Self.onNewThread {
            let source = (1...200).map {
                "# Heading \($0)\n\nSome *text* with a [link](u\($0)) and `code`.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n"
            }
            .joined(separator: "\n")
            let before = galley_arena_capacity()
            let document = MarkdownDocument(parsing: source, file: "a.md")
            #expect(document.nodes.count > 2_000)
            #expect(galley_arena_capacity() > before)  // the parse's memory came from the arena
            #expect(galley_arena_used() == 0)
            // The nodes own their text: nothing points into the arena's reused memory.
            _ = galley_arena_calloc(1, galley_arena_capacity() / 2)
            #expect(document.html().contains("<a href=\"u200\">link</a>"))
            galley_arena_reset()
        }
    }
}
