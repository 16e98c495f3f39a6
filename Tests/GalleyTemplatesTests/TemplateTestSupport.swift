import GalleyCore
import Testing

@testable import GalleyTemplates

/// The first diagnostic `body` throws; an issue is recorded when it throws nothing or something else.
func firstDiagnostic(
    sourceLocation: Testing.SourceLocation = #_sourceLocation, _ body: () throws -> Void
)
    -> Diagnostic?
{
    do {
        try body()
        Issue.record("expected a diagnostic", sourceLocation: sourceLocation)
    } catch let error as DiagnosticError {
        return error.diagnostics.first
    } catch {
        Issue.record("expected a DiagnosticError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}
