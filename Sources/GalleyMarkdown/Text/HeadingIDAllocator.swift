/// Hands out heading ids that are unique within one document: a repeated slug gets `-1`, `-2`…
struct HeadingIDAllocator {
    private var used: Set<String> = []

    /// A unique id based on `slug`; `section` when the slug is empty (a heading of punctuation).
    mutating func unique(_ slug: String) -> String {
        let base = slug.isEmpty ? "section" : slug
        var candidate = base
        var counter = 0
        while used.contains(candidate) {
            counter += 1
            candidate = "\(base)-\(counter)"
        }
        used.insert(candidate)
        return candidate
    }
}
