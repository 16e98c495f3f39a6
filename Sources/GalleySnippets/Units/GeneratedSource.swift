/// The Swift text compiled for a unit, and where each of its lines came from.
struct GeneratedSource: Sendable, Hashable {
    /// Where a generated line came from: a snippet of the unit (by position) and a 1-based line of its code.
    struct Origin: Sendable, Hashable {
        var snippet: Int
        var line: Int
    }

    private(set) var lines: [String] = []
    /// One entry per line; `nil` for lines Galley added (markers, wrappers).
    private(set) var origins: [Origin?] = []

    mutating func append(_ line: some StringProtocol, from origin: Origin?) {
        lines.append(String(line))
        origins.append(origin)
    }

    /// The text, each line ending in a newline.
    var text: String { lines.map { $0 + "\n" }.joined() }

    /// The origin of a 1-based generated line, if it is a snippet line.
    func origin(ofLine line: Int) -> Origin? {
        line >= 1 && line <= origins.count ? origins[line - 1] : nil
    }
}
