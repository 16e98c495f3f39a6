/// Hands out heading ids that are unique within one document: a repeated slug gets `-1`, `-2`…
struct HeadingIDAllocator {
    private var used: Set<String> = []
    /// The last suffix handed out per slug, so 10,000 equal headings cost linear time, not quadratic.
    private var lastCounter: [String: Int] = [:]

    /// A unique id based on `slug`; `section` when the slug is empty (a heading of punctuation).
    mutating func unique(_ slug: String) -> String {
        let base = slug.isEmpty ? "section" : slug
        var candidate = base
        var counter = lastCounter[base] ?? 0
        if counter > 0 { candidate = "\(base)-\(counter)" }
        while used.contains(candidate) {
            counter += 1
            candidate = "\(base)-\(counter)"
        }
        used.insert(candidate)
        lastCounter[base] = counter
        return candidate
    }
}
