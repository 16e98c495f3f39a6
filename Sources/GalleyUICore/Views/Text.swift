import Foundation

/// A view that displays one or more lines of read-only text.
///
/// The evaluated tree shows the text's resolved string and the styling applied to it
/// (`bold`, `font`); styling has no other effect. Dates are written in the `en_US_POSIX`
/// locale and in UTC, so a tree does not depend on the machine that evaluates it; the
/// relative styles (`.relative`, `.offset`, `.timer`) show the date itself, since what they
/// count from is the moment of drawing.
nonisolated public struct Text: Equatable, Sendable {
    /// The text as it reads, with interpolations resolved.
    package let string: String
    /// The modifiers applied to the text (`bold`, `font: title`), in order.
    package var styles: [String] = []

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) { string = content }

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }

    /// Creates a text view that displays localized content identified by a key.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        string = key.resolved
    }

    /// Creates a text view that displays styled attributed content.
    public init(_ attributedContent: AttributedString) {
        string = String(attributedContent.characters)
    }

    /// Creates an instance that displays a formatted value.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        string = format.format(input)
    }

    /// Creates a text view that displays the formatted representation of a reference-convertible value.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        string = formatter.string(for: subject) ?? ""
    }

    /// Creates a text view that displays the formatted representation of an object.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        string = formatter.string(for: subject) ?? ""
    }

    /// Creates an instance that displays an image inline, shown by its name.
    public init(_ image: Image) { string = "[\(image.name)]" }

    /// Creates an instance that displays localized dates and times using a specific style.
    public init(_ date: Date, style: DateStyle) {
        string = Self.format(date, style.kind == .date ? .date : style.kind == .time ? .time : .both)
    }

    /// Creates an instance that displays a localized range between two dates.
    public init(_ dates: ClosedRange<Date>) {
        string = Self.format(dates.lowerBound, .both) + " – " + Self.format(dates.upperBound, .both)
    }

    /// Creates an instance that displays a localized time interval.
    public init(_ interval: DateInterval) { self.init(interval.start...interval.end) }

    /// Creates an instance that displays a timer counting within the provided interval;
    /// Galley shows the interval.
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
        showsHours: Bool = true
    ) {
        self.init(timerInterval)
    }

    private enum Parts { case date, time, both }

    private static func format(_ date: Date, _ parts: Parts) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = parts == .time ? .none : parts == .date ? .long : .short
        formatter.timeStyle = parts == .date ? .none : .short
        return formatter.string(from: date)
    }

    /// Concatenates the text in two text views in a new text view; the result keeps the
    /// styles of both.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = Text(verbatim: lhs.string + rhs.string)
        text.styles = lhs.styles + rhs.styles.filter { !lhs.styles.contains($0) }
        return text
    }
}

extension Text {
    /// A predefined style used to display a `Date`.
    public struct DateStyle: Sendable, Equatable {
        enum Kind: Sendable { case date, time, relative, offset, timer }
        let kind: Kind
        /// A style displaying a date.
        public static let date = DateStyle(kind: .date)
        /// A style displaying only the time component for a date.
        public static let time = DateStyle(kind: .time)
        /// A style displaying a date as relative to now.
        public static let relative = DateStyle(kind: .relative)
        /// A style displaying a date as offset from now.
        public static let offset = DateStyle(kind: .offset)
        /// A style displaying a date as timer counting from now.
        public static let timer = DateStyle(kind: .timer)
    }

    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Hashable, Sendable {
        /// Displays text in all uppercase characters.
        case uppercase
        /// Displays text in all lowercase characters.
        case lowercase
    }

    /// The type of truncation to apply to a line of text when it's too long to fit.
    public enum TruncationMode: Hashable, Sendable {
        /// Truncate at the beginning of the line.
        case head
        /// Truncate at the end of the line.
        case tail
        /// Truncate in the middle of the line.
        case middle
    }

    /// A scale to apply to text.
    public enum Scale: Hashable, Sendable {
        /// The default text scale.
        case `default`
        /// A secondary, smaller text scale.
        case secondary
    }

    /// Description of the style used to draw the line for `strikethrough` and `underline`.
    public struct LineStyle: Hashable, Sendable {
        /// The pattern that the line has.
        public struct Pattern: Hashable, Sendable {
            let name: String
            /// A line style that draws a solid line.
            public static let solid = Pattern(name: "solid")
            /// A line style that draws dots.
            public static let dot = Pattern(name: "dot")
            /// A line style that draws dashes.
            public static let dash = Pattern(name: "dash")
            /// A line style that alternates dashes and dots.
            public static let dashDot = Pattern(name: "dashDot")
            /// A line style that alternates a dash and two dots.
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
