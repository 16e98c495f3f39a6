import Foundation
import GalleySnippets

/// A compact binary encoding for the build state: integers as LEB128 varints, strings and byte
/// runs as a length and their bytes.
///
/// The state of a 400-page site holds every article's search fragments (megabytes of text);
/// Foundation's JSON coders took longer to read it back than the incremental build it serves.
/// Reading never traps: a short or malformed state makes ``StateReader`` return `nil`, and the
/// build is a full one.
struct StateWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Ends the encoding with the hex digest of what precedes it (read back by ``BuildState``).
    mutating func append(checksum: String) { bytes.append(utf8: checksum) }

    mutating func int(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value))
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { raw($0) }
    }

    mutating func optional(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    mutating func raw(_ run: UnsafeBufferPointer<UInt8>) {
        int(run.count)
        bytes.append(contentsOf: run)
    }

    mutating func raw(_ run: ArraySlice<UInt8>) { run.withUnsafeBufferPointer { raw($0) } }

    /// What `write` encodes, as one length-prefixed run, so that a reader can keep the run's bytes
    /// (``StateReader/framed(_:)``) and a later writer can write them again as they are.
    mutating func framed(_ write: (inout StateWriter) -> Void) {
        var inner = StateWriter()
        write(&inner)
        raw(inner.bytes[...])
    }
}

/// Reads what ``StateWriter`` wrote; every read returns `nil` past the end or on a bad value.
struct StateReader {
    private let bytes: [UInt8]
    private var offset = 0
    /// Where reading stops (the checksum follows the payload; a framed run ends sooner).
    private var end: Int
    /// The info strings read so far (a site repeats a few in every article), each parsed once.
    var infoStrings = InfoStringMemo()
    /// The last string ``sharedString()`` made, and where its bytes lie.
    private var shared: (range: Range<Int>, text: String)?

    /// A reader of `bytes` up to `end` (all of them by default). Byte runs it returns are
    /// slices sharing `bytes`' storage, so the state's search fragments are never copied.
    init(_ bytes: [UInt8], end: Int? = nil) {
        self.bytes = bytes
        self.end = min(end ?? bytes.count, bytes.count)
    }

    var isAtEnd: Bool { offset == end }

    mutating func int() -> Int? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < end, shift < 64 {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int(Int64(bitPattern: value)) }
            shift += 7
        }
        return nil
    }

    mutating func bool() -> Bool? {
        guard offset < end, bytes[offset] <= 1 else { return nil }
        offset += 1
        return bytes[offset - 1] == 1
    }

    mutating func raw() -> ArraySlice<UInt8>? {
        guard let count = int(), count >= 0, count <= end - offset else { return nil }
        offset += count
        return bytes[(offset - count)..<offset]
    }

    mutating func string() -> String? { raw().flatMap(Self.text) }

    /// A value ``StateWriter/framed(_:)`` wrote, read by `read`, which must use up its run
    /// exactly, with the run's bytes (a slice sharing the state's storage).
    mutating func framed<T>(_ read: (inout StateReader) -> T?) -> (bytes: ArraySlice<UInt8>, value: T)? {
        guard let count = int(), count >= 0, count <= end - offset else { return nil }
        let start = offset
        let outer = end
        end = start + count
        defer { end = outer }
        guard let value = read(&self), offset == end else { return nil }
        return (bytes[start..<end], value)
    }

    /// The text `run` holds, or `nil` when it is not UTF-8.
    ///
    /// `String(decoding:)` and a comparison rather than `String(validating:)`, three times
    /// slower on the state's tens of thousands of strings: a string that decoding had to repair
    /// differs from its bytes, and is refused as `String(validating:)` would.
    private static func text(_ run: ArraySlice<UInt8>) -> String? {
        run.withUnsafeBufferPointer { bytes in
            var text = String(decoding: bytes, as: UTF8.self)
            let same = text.withUTF8 { decoded in
                decoded.count == bytes.count
                    && (bytes.isEmpty || memcmp(decoded.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
            }
            return same ? text : nil
        }
    }

    /// A string that mostly repeats the last one read this way (the file of a block, or of a
    /// link): when its bytes are the same, that `String` is returned again, sharing its storage,
    /// instead of a new copy (thousands of them in a site's state).
    mutating func sharedString() -> String? {
        guard let run = raw() else { return nil }
        if let shared, shared.range.count == run.count {
            let same = bytes.withUnsafeBufferPointer { all in
                run.isEmpty
                    || memcmp(all.baseAddress! + shared.range.lowerBound, all.baseAddress! + run.startIndex, run.count)
                        == 0
            }
            if same { return shared.text }
        }
        guard let text = Self.text(run) else { return nil }
        shared = (run.startIndex..<run.endIndex, text)
        return text
    }

    mutating func optional() -> String?? {
        guard let present = bool() else { return nil }
        guard present else { return .some(nil) }
        return string().map { .some($0) }
    }

    /// `count` elements read by `element`, or `nil` as soon as one fails.
    mutating func list<T>(_ element: (inout StateReader) -> T?) -> [T]? {
        guard let count = int(), count >= 0, count <= end - offset else { return nil }
        var items: [T] = []
        items.reserveCapacity(count)
        for _ in 0..<count {
            guard let item = element(&self) else { return nil }
            items.append(item)
        }
        return items
    }
}
