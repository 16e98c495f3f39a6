// The only file that talks to libyaml. It turns the parser's C events into the Swift `YAMLEvent`
// values below, frees every C object with `defer`, and lets no pointer escape.
internal import CYaml

/// A position as libyaml reports it: 0-based line, 0-based column counted in characters.
struct LibYAMLMark: Equatable {
    var line: Int
    var column: Int
}

/// One parser event, copied out of C memory.
enum YAMLEvent {
    case documentStart(LibYAMLMark)
    case scalar(String, YAMLScalarStyle, LibYAMLMark)
    case sequenceStart(LibYAMLMark)
    case mappingStart(LibYAMLMark)
    case collectionEnd
    case alias(String, LibYAMLMark)
}

/// A syntax error as libyaml describes it.
struct LibYAMLError: Error {
    /// What is wrong, in libyaml's words ("mapping values are not allowed in this context").
    var problem: String
    /// Where: a line/column mark, or a byte offset for errors found while decoding the input.
    var mark: LibYAMLMark?
    var byteOffset: Int?
    /// What libyaml was doing ("while scanning a simple key") and where that began.
    var context: String?
    var contextMark: LibYAMLMark?
}

enum LibYAMLEventReader {
    /// Feeds each event of `bytes` to `handle` until the stream ends, `handle` returns `false`,
    /// or libyaml reports an error (returned, not thrown, so the caller can locate it).
    static func read(_ bytes: [UInt8], _ handle: (YAMLEvent) -> Bool) -> LibYAMLError? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            return LibYAMLError(problem: "libyaml could not allocate a parser")
        }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> LibYAMLError? in
            // libyaml reads at most `size` bytes and never writes; an empty input still needs a pointer.
            let empty: [UInt8] = [0]
            return empty.withUnsafeBufferPointer { fallback -> LibYAMLError? in
                let base = buffer.baseAddress ?? fallback.baseAddress!
                yaml_parser_set_input_string(&parser, base, buffer.count)
                while true {
                    var event = yaml_event_t()
                    guard yaml_parser_parse(&parser, &event) != 0 else { return error(of: parser) }
                    defer { yaml_event_delete(&event) }
                    if event.type == YAML_STREAM_END_EVENT { return nil }
                    guard let converted = convert(event) else { continue }
                    if !handle(converted) { return nil }
                }
            }
        }
    }

    private static func convert(_ event: yaml_event_t) -> YAMLEvent? {
        let mark = LibYAMLMark(line: Int(event.start_mark.line), column: Int(event.start_mark.column))
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart(mark)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = scalar.value.map {
                String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self)
            }
            return .scalar(text ?? "", style(scalar.style), mark)
        case YAML_SEQUENCE_START_EVENT:
            return .sequenceStart(mark)
        case YAML_MAPPING_START_EVENT:
            return .mappingStart(mark)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            return .collectionEnd
        case YAML_ALIAS_EVENT:
            let anchor = event.data.alias.anchor.map { String(cString: $0) }
            return .alias(anchor ?? "", mark)
        default:
            // Stream start and document end carry nothing the tree needs.
            return nil
        }
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    private static func error(of parser: yaml_parser_t) -> LibYAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let context = parser.context.map { String(cString: $0) }
        let mark = LibYAMLMark(
            line: Int(parser.problem_mark.line), column: Int(parser.problem_mark.column))
        let contextMark = LibYAMLMark(
            line: Int(parser.context_mark.line), column: Int(parser.context_mark.column))
        if parser.error == YAML_READER_ERROR {
            // Decoding errors have no line/column, only the offending byte's offset.
            return LibYAMLError(problem: problem, byteOffset: Int(parser.problem_offset))
        }
        return LibYAMLError(
            problem: problem, mark: mark, context: context,
            contextMark: context == nil ? nil : contextMark)
    }
}
