import Foundation

/// Writes the previews of a run for Galley to collect: when the environment variable
/// ``fileVariable`` names a file, every `GalleyRuntime.run` call draws its evaluated tree and
/// the file is rewritten with all previews so far, as JSON (`{"previews": [GalleyPreview]}`).
///
/// Galley's verifier sets the variable to a file in the run's working folder and reads it
/// after the run, so the preview comes from the very evaluation that printed the output.
/// Without the variable (a snippet run by hand) nothing is drawn or written.
@MainActor enum PreviewDocument {
    /// The variable's name; Galley's sandbox sets it (`Sandbox.previewFileVariable`).
    static let fileVariable = "GALLEY_PREVIEW_FILE"

    private static var previews: [GalleyPreview] = []

    static func record(_ tree: EvaluatedView, fileID: String, line: Int) {
        guard let path = ProcessInfo.processInfo.environment[fileVariable], !path.isEmpty else {
            return
        }
        var preview = GalleyPreview(tree)
        preview.runFileID = fileID
        preview.runLine = line
        previews.append(preview)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try encoder.encode(Document(previews: previews)).write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(
                Data("GalleyRuntime: cannot write the preview to '\(path)': \(error)\n".utf8))
        }
    }

    private struct Document: Encodable {
        var previews: [GalleyPreview]
    }
}
