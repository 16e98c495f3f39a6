/// Suggestions for misspelled names: "did you mean `translationKey`?"
package enum NearMiss {
    /// The candidate closest to `name` by edit distance, if it is close enough to be a likely typo.
    ///
    /// Of equally close candidates the first in code-point order wins, so the suggestion does not
    /// depend on the order the candidates come in (often a dictionary's, which changes per run).
    package static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let lowered = name.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if let known = best,
                distance > known.distance || (distance == known.distance && candidate >= known.candidate)
            {
                continue
            }
            best = (candidate, distance)
        }
        guard let best else { return nil }
        let limit = max(2, min(name.count, best.candidate.count) / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    /// A `; did you mean 'x'?` suffix, or the empty string when there is no good suggestion.
    package static func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance over Unicode scalars.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
