import Foundation

/// A view that displays one or more lines of read-only text.
///
/// The evaluated tree shows the text's resolved string and the styling applied to it
/// (`bold`, `font`); styling has no other effect.
nonisolated public struct Text: Equatable, Sendable {
    /// The text as it reads, with interpolations resolved.
    package let string: String
    package var styles: [String] = []

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) { string = content }

    /// Creates a text view that displays a stored string without localization.
    public init<S: StringProtocol>(_ content: S) { string = String(content) }

    /// Creates a text view that displays localized content identified by a key.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        string = key.resolved
    }

    /// Creates an instance that displays a formatted value.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        string = format.format(input)
    }

    /// Creates an instance that displays an image inline.
    public init(_ image: Image) { string = "[\(image.name)]" }

    /// Creates an instance that displays localized dates and times using a specific style.
    public init(_ date: Date, style: DateStyle) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        switch style.kind {
        case .date: formatter.dateStyle = .long
        case .time: formatter.timeStyle = .short
        default:
            formatter.dateStyle = .short
            formatter.timeStyle = .short
        }
        string = formatter.string(from: date)
    }

    /// A predefined style used to display a `Date`.
    public struct DateStyle: Sendable, Equatable {
        enum Kind: Sendable { case date, time, relative, offset, timer }
        let kind: Kind
        public static let date = DateStyle(kind: .date)
        public static let time = DateStyle(kind: .time)
        public static let relative = DateStyle(kind: .relative)
        public static let offset = DateStyle(kind: .offset)
        public static let timer = DateStyle(kind: .timer)
    }

    private func styled(_ style: String) -> Text {
        var text = self
        text.styles.append(style)
        return text
    }

    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text { styled("font: \(font.map(\.description) ?? "nil")") }
    /// Applies a bold font weight to the text.
    public func bold(_ isActive: Bool = true) -> Text { isActive ? styled("bold") : self }
    /// Applies italics to the text.
    public func italic(_ isActive: Bool = true) -> Text { isActive ? styled("italic") : self }
    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        styled("weight: \(weight.map(\.description) ?? "nil")")
    }
    /// Sets the style of the text displayed by this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        styled("foregroundStyle: \(style)")
    }
    /// Sets the color of the text displayed by this view.
    public func foregroundColor(_ color: Color?) -> Text {
        styled("foregroundColor: \(color.map(\.description) ?? "nil")")
    }
    /// Modifies the text view's font to use fixed-width digits.
    public func monospacedDigit() -> Text { styled("monospacedDigit") }
    /// Applies a strikethrough to the text.
    public func strikethrough(
        _ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil
    ) -> Text {
        isActive ? styled("strikethrough") : self
    }
    /// Applies an underline to the text.
    public func underline(
        _ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil
    ) -> Text {
        isActive ? styled("underline") : self
    }

    /// Description of the style used to draw the line for `strikethrough` and `underline`.
    public struct LineStyle: Hashable, Sendable {
        /// The pattern that the line has.
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
        let pattern: Pattern
        let color: Color?
        /// Creates a line style.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        /// Draw a single solid line.
        public static let single = LineStyle()
    }

    /// Concatenates the text in two text views in a new text view.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = Text(verbatim: lhs.string + rhs.string)
        text.styles = lhs.styles
        return text
    }
}

extension Text: View {
    /// Text has no body; it is a leaf of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension Text: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let detail =
            "\"\(string)\"" + (styles.isEmpty ? "" : " (" + styles.joined(separator: ", ") + ")")
        let node = evaluator.makeNode("Text", detail: detail, parent: parent, context: context)
        node.attributes["text"] = string
        node.attributes["styles"] = styles.joined(separator: "\n")
    }
}
