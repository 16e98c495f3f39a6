extension TranslationReport {
    /// The report as an aligned plain-text table, one row per entry and one more line per extra
    /// finding, with a totals line at the end.
    ///
    /// ```
    /// SOURCE              LOCALE  TRANSLATION            STATUS
    /// en/entry-macro.md   hr      hr/makro-entry.md      up to date
    /// en/defaults.md      hr      hr/zadane.md           stale: section “Pitfalls” changed
    /// ```
    package var table: String {
        let header = ["SOURCE", "LOCALE", "TRANSLATION", "STATUS"]
        var rows: [[String]] = []
        for entry in entries {
            let findings = entry.findings
            rows.append([
                entry.source?.contentPath ?? "—", entry.locale, entry.translation?.contentPath ?? "—",
                findings[0],
            ])
            for finding in findings.dropFirst() { rows.append(["", "", "", finding]) }
        }
        let widths = (0..<3).map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            var text = ""
            for column in 0..<3 {
                text +=
                    cells[column] + String(repeating: " ", count: widths[column] - cells[column].count + 2)
            }
            return text + cells[3]
        }
        return ([line(header)] + rows.map(line) + ["", totals]).joined(separator: "\n") + "\n"
    }

    /// `6 up to date, 1 stale, 0 missing, 0 unrecorded, 0 orphaned`.
    package var totals: String {
        var counts: [String: Int] = [:]
        // A page in progress is counted as in progress, never as up to date.
        for entry in entries where !(entry.isInProgress && entry.status == .upToDate) {
            let name =
                switch entry.status {
                case .upToDate: "up to date"
                case .stale: "stale"
                case .missing: "missing"
                case .unrecorded: "unrecorded"
                case .orphaned: "orphaned"
                }
            counts[name, default: 0] += 1
        }
        var text = ["up to date", "stale", "missing", "unrecorded", "orphaned"].map {
            "\(counts[$0] ?? 0) \($0)"
        }
        .joined(separator: ", ")
        let inProgress = entries.filter(\.isInProgress).count
        let drafts = entries.filter { $0.sourceIsDraft || $0.isDraft }.count
        let diverging = entries.filter { !$0.divergences.isEmpty }.count
        if inProgress > 0 { text += "; \(inProgress) in progress" }
        if drafts > 0 { text += "; \(drafts) draft\(drafts == 1 ? "" : "s") (not published)" }
        if diverging > 0 { text += "; \(diverging) with diverging code" }
        return text
    }
}
