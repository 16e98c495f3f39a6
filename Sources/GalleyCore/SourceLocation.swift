/// A position in a named source file.
///
/// Lines and columns are 1-based; columns count UTF-8 bytes, as swiftc and cmark do,
/// so positions from either tool can be compared and printed without conversion.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as the user should see it, usually relative to the project root.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:col`, the form editors and CI systems parse.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A half-open range between two locations in the same file.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public var lowerBound: SourceLocation
    public var upperBound: SourceLocation

    public init(_ lowerBound: SourceLocation, _ upperBound: SourceLocation) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// A range that starts and ends at one location.
    public init(at location: SourceLocation) {
        self.init(location, location)
    }

    public var file: String { lowerBound.file }
    public var description: String { lowerBound.description }
}
