import GalleyCore

/// JUnit XML, the format CI systems show as a test report: one test suite per Markdown file,
/// one test case per block.
package struct JUnitReportFormatter: Sendable {
    /// Creates a formatter.
    package init() {}

    /// The XML document.
    package func format(_ report: VerificationReport) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        // An error that belongs to no block is a failed test case of its own, so a dashboard
        // never shows green for a run that failed.
        let outside = report.errorsOutsideBlocks
        let tests = report.results.count + outside.count
        let failures = report.failedCount + outside.count
        xml += "<testsuites name=\"galley verify\" tests=\"\(tests)\" failures=\"\(failures)\">\n"
        if !outside.isEmpty {
            xml += "  <testsuite name=\"galley verify\" tests=\"\(outside.count)\" failures=\"\(outside.count)\">\n"
            for diagnostic in outside {
                let name = (diagnostic.location.map { "\($0)" } ?? diagnostic.id).htmlEscaped
                xml += "    <testcase classname=\"galley verify\" name=\"\(name)\" time=\"0\">\n"
                xml +=
                    "      <failure message=\"\(diagnostic.summary.htmlEscaped)\">\(diagnostic.description.htmlEscaped)</failure>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
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
