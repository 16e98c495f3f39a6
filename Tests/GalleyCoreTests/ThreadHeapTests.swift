import CHeap
import Foundation
import Testing

/// `galley_prepare_thread_heap` on a thread of its own: its glibc heap becomes one writable
/// mapping advised for huge pages; on the main thread's heap it does nothing.
@Suite struct ThreadHeapTests {
    typealias Mapping = (range: Range<UInt>, perms: String, fields: [String])

    /// The mapping of /proc/self/smaps that holds `address`: its header and its fields.
    private static func mapping(holding address: UInt) -> Mapping? {
        // /proc files say they are empty: read until the end instead of by their size.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/smaps") else { return nil }
        defer { try? file.close() }
        let text = String(decoding: (try? file.readToEnd()) ?? Data(), as: UTF8.self)
        var current: (Range<UInt>, String)?
        var fields: [String] = []
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            if let first = parts.first, first.contains("-"), !first.hasSuffix(":") {
                if let current, current.0.contains(address) { return (current.0, current.1, fields) }
                let bounds = first.split(separator: "-").compactMap { UInt($0, radix: 16) }
                current = bounds.count == 2 ? (bounds[0]..<bounds[1], String(parts[1])) : nil
                fields = []
            } else {
                fields.append(String(line))
            }
        }
        if let current, current.0.contains(address) { return (current.0, current.1, fields) }
        return nil
    }

    /// Runs `body` on a new thread and waits for it.
    private static func onNewThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox<T>()
        let thread = Thread {
            result.value = body()
            done.signal()
        }
        thread.start()
        done.wait()
        return result.value!
    }

    private final class ResultBox<T>: @unchecked Sendable { var value: T? }

    /// Whether `address` is in glibc's main heap (`[heap]` in /proc/self/maps, grown by `brk`).
    private static func isInMainHeap(_ address: UInt) -> Bool {
        guard let file = FileHandle(forReadingAtPath: "/proc/self/maps") else { return false }
        defer { try? file.close() }
        let text = String(decoding: (try? file.readToEnd()) ?? Data(), as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasSuffix("[heap]") {
            let bounds = line.prefix { $0 != " " }.split(separator: "-").compactMap { UInt($0, radix: 16) }
            if bounds.count == 2, (bounds[0]..<bounds[1]).contains(address) { return true }
        }
        return false
    }

    @Test func aThreadHeapBecomesOneMappingAdvisedForHugePages() throws {
        let heapSize: UInt = 64 << 20
        // A block of this thread's heap, then the preparation, then the mapping that holds the
        // block, read while the block is still allocated: once it is freed and the thread has
        // ended, its heap belongs to glibc and to other threads (a heap left empty can be
        // unmapped and another made in its place), so the mapping read afterwards need not be
        // the one prepared.
        //
        // A new thread gets a heap of its own unless the process has as many arenas as glibc
        // allows (eight per core), when it shares one, which can be the main heap: the whole
        // test suite runs many threads, and a CI run once found its probe there (the mapping read
        // was 132 KiB and not advised). The preparation leaves the main heap alone (the next
        // test), so that thread proves nothing here, and another new thread is tried.
        var attempt: (UInt, Mapping?)?
        for _ in 0..<50 where attempt == nil {
            attempt = Self.onNewThread { () -> (UInt, Mapping?)? in
                let probe = malloc(16)!
                defer { free(probe) }
                if Self.isInMainHeap(UInt(bitPattern: probe)) { return nil }
                galley_prepare_thread_heap()
                let base = UInt(bitPattern: probe) & ~(heapSize - 1)
                return (base, Self.mapping(holding: base))
            }
        }
        let (base, read) = try #require(attempt, "no new thread in 50 had a heap other than the main one")
        let heap = try #require(read, "no mapping holds the thread's heap")
        #expect(heap.range == base..<(base + heapSize), "the whole 64 MiB heap is one mapping")
        #expect(heap.perms == "rw-p")
        let flags = heap.fields.first { $0.hasPrefix("VmFlags:") } ?? ""
        #expect(flags.split(separator: " ").contains("hg"), "advised for huge pages: \(flags)")
    }

    @Test func theMainHeapIsLeftAlone() throws {
        // Called here on a thread whose heap may be glibc's main one (`[heap]`, from `brk`) or a
        // thread heap: either way, a mapping that is not a thread heap is not touched. Its start
        // is compared, not its end: another test's thread can grow the main heap by `brk` between
        // the two reads, which moves the end; a split or an advice would show at the start, in
        // the permissions or in the flags.
        let mainHeap = try #require(Self.mapping(holding: UInt(bitPattern: sbrk(0)) - 1))
        galley_prepare_thread_heap()
        let after = try #require(Self.mapping(holding: UInt(bitPattern: sbrk(0)) - 1))
        #expect(after.range.lowerBound == mainHeap.range.lowerBound)
        #expect(after.perms == mainHeap.perms)
        #expect(!(after.fields.first { $0.hasPrefix("VmFlags:") } ?? "").split(separator: " ").contains("hg"))
    }
}
