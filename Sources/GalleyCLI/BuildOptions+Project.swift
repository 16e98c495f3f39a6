import GalleyCore
import GalleySite

extension BuildOptions {
    /// Loads configuration, strings, templates and content, printing every diagnostic; `nil`
    /// when any of them is an error, so the command can exit with status 1.
    func loadProject(reportingTo console: Console) -> SiteBuilder.Project? {
        var diagnostics = Diagnostics()
        let project = SiteBuilder(options: self).load(into: &diagnostics)
        if strict || project?.config.strict == true { diagnostics = diagnostics.strictened }
        console.report(diagnostics)
        return diagnostics.hasErrors ? nil : project
    }
}
