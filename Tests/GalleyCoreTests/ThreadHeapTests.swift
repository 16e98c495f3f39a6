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
        //
        // A thread that shares its arena shares its heap too, and when the other thread grows
        // the heap while the preparation reads /proc/self/maps (in pieces), the pieces need not
        // join up and the preparation leaves the heap alone, as it leaves anything it cannot
        // read as a heap (a loaded suite did, once in three runs before the read was retried: a
        // heap of 132 KiB read-write then reserved, grown to 772 KiB meanwhile). Such a thread
        // is not counted either; `galley` itself runs too few threads to share arenas.
        var attempt: (UInt, Mapping?, writable: Int)?
        var refused = 0
        for _ in 0..<50 where attempt == nil {
            attempt = Self.onNewThread { () -> (UInt, Mapping?, writable: Int)? in
                let probe = malloc(16)!
                defer { free(probe) }
                if Self.isInMainHeap(UInt(bitPattern: probe)) { return nil }
                galley_prepare_thread_heap()
                let base = UInt(bitPattern: probe) & ~(heapSize - 1)
                return (base, Self.mapping(holding: base), galley_heap_writable_size(base))
            }
            if let (_, read, _) = attempt, !(read.map(Self.isAdvised) ?? false) {
                refused += 1
                attempt = nil
            }
        }
        let (base, read, writable) = try #require(
            attempt, "no new thread in 50 had a heap of its own that was prepared (\(refused) were left alone)")
        // glibc is told that all of it is writable, so it stops making pages writable that are.
        #expect(writable == Int(heapSize))
        let heap = try #require(read, "no mapping holds the thread's heap")
        // The whole 64 MiB is in one mapping, which can reach beyond them: the system joins
        // neighbouring anonymous mappings whose permissions and advice are the same (another
        // prepared heap right after this one, or memory mapped right below it). A loaded suite
        // once failed this test while it asked for exactly the heap's range.
        #expect(
            heap.range.lowerBound <= base && heap.range.upperBound >= base + heapSize,
            "the whole 64 MiB heap is in one mapping: \(heap.range)")
        #expect(heap.perms == "rw-p")
        let flags = heap.fields.first { $0.hasPrefix("VmFlags:") } ?? ""
        #expect(flags.split(separator: " ").contains("hg"), "advised for huge pages: \(flags)")
    }

    /// Reserves 192 MiB as glibc reserves a heap (anonymous, private, not accessible, without
    /// reserved swap), makes `writable` ranges of it read-write (offsets from the 64 MiB-aligned
    /// base in its middle, negative below it), runs `body` with the base and the reservation,
    /// then unmaps it all.
    ///
    /// The system joins the reservation's inaccessible ends with inaccessible memory next to it,
    /// such as another thread's heap reserve, which grows and shrinks while other tests run: a
    /// mapping read here can reach beyond the reservation, and only its part inside the
    /// reservation is the test's own (a loaded suite once read a range reaching 77 MB below it).
    private static func withHeapLayout<T>(
        writable: [Range<Int>], _ body: (UInt, Range<UInt>) throws -> T
    ) throws -> T {
        let size = 192 << 20
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
        let reservation = try #require(mmap(nil, size, PROT_NONE, flags, -1, 0))
        try #require(reservation != MAP_FAILED)
        defer { munmap(reservation, size) }
        let base = (UInt(bitPattern: reservation) + (64 << 20) + (64 << 20) - 1) & ~UInt((64 << 20) - 1)
        for range in writable {
            let start = UnsafeMutableRawPointer(bitPattern: UInt(Int(base) + range.lowerBound))
            try #require(mprotect(start, range.count, PROT_READ | PROT_WRITE) == 0)
        }
        let start = UInt(bitPattern: reservation)
        return try body(base, start..<start + UInt(size))
    }

    private static func isAdvised(_ mapping: Mapping) -> Bool {
        (mapping.fields.first { $0.hasPrefix("VmFlags:") } ?? "").split(separator: " ").contains("hg")
    }

    @Test func aHeapJoinedWithTheHeapBelowItIsPreparedAndTheOneBelowLeftAlone() throws {
        // The heap below grown to its end is read-write up to this heap's start, and the system
        // joins the two read-write parts into one mapping.
        try Self.withHeapLayout(writable: [-(1 << 20)..<(2 << 20)]) { base, _ in
            let joined = try #require(Self.mapping(holding: base))
            try #require(joined.range.lowerBound < base, "the layout joins the two heaps")
            #expect(galley_prepare_heap_at(base) == 1)
            // Memory that does not start as glibc's heap does is not written to.
            #expect(galley_heap_writable_size(base) == 0)
            let start = try #require(UnsafePointer<UInt>(bitPattern: base))
            #expect((0..<4).allSatisfy { start[$0] == 0 })
            let heap = try #require(Self.mapping(holding: base))
            #expect(heap.range.lowerBound == base && heap.range.upperBound == base + (64 << 20))
            #expect(heap.perms == "rw-p")
            #expect(Self.isAdvised(heap))
            let below = try #require(Self.mapping(holding: base - 1))
            #expect(below.range.upperBound == base && below.perms == "rw-p" && !Self.isAdvised(below))
        }
    }

    @Test func aLayoutUnlikeAHeapIsLeftAlone() throws {
        // Read-write again after a reserved part (as a thread's stack above its guard page), and
        // a reserved start: neither is a glibc heap, and neither is changed.
        let layouts: [[Range<Int>]] = [
            [0..<(1 << 20), (2 << 20)..<(3 << 20)],
            [(1 << 20)..<(2 << 20)],
        ]
        for writable in layouts {
            try Self.withHeapLayout(writable: writable) { base, reservation in
                func ownParts() -> [Range<UInt>?] {
                    (0..<4).map { Self.mapping(holding: base + UInt($0) << 20)?.range.clamped(to: reservation) }
                }
                let before = ownParts()
                #expect(galley_prepare_heap_at(base) == 0)
                let after = ownParts()
                #expect(before == after)
                let middle = try #require(Self.mapping(holding: base + (1 << 20)))
                #expect(!Self.isAdvised(middle))
            }
        }
        // Not aligned to 64 MiB.
        #expect(galley_prepare_heap_at(1 << 20) == 0)
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
