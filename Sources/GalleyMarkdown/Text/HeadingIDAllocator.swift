/// Hands out heading ids that are unique within one document: a repeated slug gets `-1`, `-2`…
struct HeadingIDAllocator {
    private var used: Set<String> = []
    /// The next suffix to try per slug, so a page of a thousand "Example" headings stays linear.
    private var nextSuffix: [String: Int] = [:]

    /// A unique id based on `slug`; `section` when the slug is empty (a heading of punctuation).
    mutating func unique(_ slug: String) -> String {
        let base = slug.isEmpty ? "section" : slug
        var candidate = base
        var counter = nextSuffix[base] ?? 0
        while used.contains(candidate) {
            counter += 1
            candidate = "\(base)-\(counter)"
        }
        nextSuffix[base] = counter
        used.insert(candidate)
        return candidate
    }
}
