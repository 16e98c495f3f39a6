/// A position in a named source file.
///
/// Lines and columns are 1-based; columns count UTF-8 bytes, as swiftc and cmark do,
/// so positions from either tool can be compared and printed without conversion.
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as the user should see it, usually relative to the project root.
    package var file: String
    /// The 1-based line.
    package var line: Int
    /// The 1-based column, in UTF-8 bytes.
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:col`, the form editors and CI systems parse.
    package var description: String { "\(file):\(line):\(column)" }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A half-open range between two locations in the same file.
package struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    package var lowerBound: SourceLocation
    package var upperBound: SourceLocation

    package init(_ lowerBound: SourceLocation, _ upperBound: SourceLocation) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// A range that starts and ends at one location.
    package init(at location: SourceLocation) {
        self.init(location, location)
    }

    package var file: String { lowerBound.file }
    package var description: String { lowerBound.description }
}
