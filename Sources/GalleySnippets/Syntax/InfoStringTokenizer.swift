/// One word of an info string: a flag (`run`) or an attribute (`key=value`, `key="quoted value"`).
struct InfoToken: Equatable {
    var name: String
    var value: String?
    /// The 0-based UTF-8 offset of the word in the info string.
    var offset: Int
}

/// Splits an info string into words, honouring double quotes and `\"` / `\\` escapes inside them.
enum InfoStringTokenizer {
    enum Failure: Error, Equatable {
        case unterminatedQuote(offset: Int)
    }

    static func tokens(in info: String) throws(Failure) -> [InfoToken] {
        let bytes = Array(info.utf8)
        var tokens: [InfoToken] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                index += 1
                continue
            }
            let start = index
            var name: [UInt8] = []
            while index < bytes.count,
                ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "=")].contains(bytes[index])
            {
                name.append(bytes[index])
                index += 1
            }
            var value: [UInt8]?
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                var text: [UInt8] = []
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                    index += 1
                    var closed = false
                    while index < bytes.count {
                        let byte = bytes[index]
                        if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                            text.append(bytes[index + 1])
                            index += 2
                        } else if byte == UInt8(ascii: "\"") {
                            closed = true
                            index += 1
                            break
                        } else {
                            text.append(byte)
                            index += 1
                        }
                    }
                    if !closed { throw .unterminatedQuote(offset: start) }
                } else {
                    while index < bytes.count, bytes[index] != UInt8(ascii: " "),
                        bytes[index] != UInt8(ascii: "\t")
                    {
                        text.append(bytes[index])
                        index += 1
                    }
                }
                value = text
            }
            tokens.append(
                InfoToken(
                    name: String(decoding: name, as: UTF8.self),
                    value: value.map { String(decoding: $0, as: UTF8.self) },
                    offset: start))
        }
        return tokens
    }
}
