import Foundation
internal import GalleyPlatform

/// The `galley-syntax` helper's protocol: each message is a 4-byte little-endian length, then
/// that many bytes of JSON. The client sends a ``HelperRequest`` and reads one
/// ``HelperResponse``; requests on one connection are answered in order.
package struct HelperRequest: Sendable, Codable {
    package enum Operation: String, Sendable, Codable {
        case highlight, declarations, significantTokens, unit, units
    }

    package var operation: Operation
    package var code: String
    /// The files of a `units` request.
    package var codes: [String]?

    package init(_ operation: Operation, _ code: String, codes: [String]? = nil) {
        self.operation = operation
        self.code = code
        self.codes = codes
    }
}

/// The answer to one ``HelperRequest``: the field its operation names.
package struct HelperResponse: Sendable, Codable {
    package var runs: [ClassRun]?
    package var declarations: [DeclarationFact]?
    package var tokens: [SignificantToken]?
    package var unit: UnitSyntax?
    package var units: [UnitSyntax]?

    package init(
        runs: [ClassRun]? = nil, declarations: [DeclarationFact]? = nil, tokens: [SignificantToken]? = nil,
        unit: UnitSyntax? = nil, units: [UnitSyntax]? = nil
    ) {
        self.runs = runs
        self.declarations = declarations
        self.tokens = tokens
        self.unit = unit
        self.units = units
    }
}

package enum HelperWire {
    /// Messages larger than this are refused, so a corrupt length cannot ask for gigabytes.
    package static let largestMessage = 256 << 20

    /// Writes one framed message; false when the other end is gone.
    package static func send(_ payload: Data, to descriptor: Int32) -> Bool {
        var length = UInt32(payload.count).littleEndian
        var frame = Data(bytes: &length, count: 4)
        frame.append(payload)
        return frame.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                var sent = Descriptors.sendWithoutSignal(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if sent < 0 && errno == ENOTSOCK {
                    sent = Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                }
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    /// Reads one framed message; `nil` at the end of the stream or on an error.
    package static func receive(from descriptor: Int32) -> Data? {
        guard let header = read(4, from: descriptor) else { return nil }
        let length = header.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self))) }
        guard length <= largestMessage else { return nil }
        return length == 0 ? Data() : read(length, from: descriptor)
    }

    private static func read(_ count: Int, from descriptor: Int32) -> Data? {
        var data = Data(count: count)
        let complete = data.withUnsafeMutableBytes { raw in
            var offset = 0
            while offset < count {
                let got = Foundation.read(descriptor, raw.baseAddress! + offset, count - offset)
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { return false }
                offset += got
            }
            return true
        }
        return complete ? data : nil
    }
}
