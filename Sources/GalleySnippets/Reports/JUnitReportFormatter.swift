import GalleyCore

/// JUnit XML, the format CI systems show as a test report: one test suite per Markdown file,
/// one test case per block.
package struct JUnitReportFormatter: Sendable {
    /// Creates a formatter.
    package init() {}

    /// The XML document.
    package func format(_ report: VerificationReport) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"galley verify\" tests=\"\(report.results.count)\" failures=\"\(report.failedCount)\">\n"
        let files = Dictionary(grouping: report.results, by: \.file)
        for file in files.keys.sorted() {
            let results = files[file]!
            let failures = results.filter { !$0.diagnostics.isEmpty }.count
            xml +=
                "  <testsuite name=\"\(file.htmlEscaped)\" tests=\"\(results.count)\" failures=\"\(failures)\">\n"
            for result in results {
                let name = "\(result.file):\(result.fenceLine) (\(result.mode.rawValue))".htmlEscaped
                xml +=
                    "    <testcase classname=\"\(file.htmlEscaped)\" name=\"\(name)\" time=\"\(result.duration)\""
                switch result.status {
                case .passed: xml += "/>\n"
                case .failed(let diagnostics):
                    let text = diagnostics.map(\.description).joined(separator: "\n").htmlEscaped
                    let summary = (diagnostics.first?.summary ?? "failed").htmlEscaped
                    xml += ">\n      <failure message=\"\(summary)\">\(text)</failure>\n    </testcase>\n"
                case .ignored(let reason), .skipped(let reason):
                    xml += ">\n      <skipped message=\"\(reason.htmlEscaped)\"/>\n    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }
}
