/// Whether an error a snippet's page shows holds GalleyUI's words rather than the Swift
/// compiler's or Swift runtime's, so the page can say so: readers must not take GalleyUI's
/// wording for Apple's.
enum GalleyUIMessage {
    /// The runtime's modules, as a trap's location names their files (`GalleyUICore/Environment.swift:28:`).
    static let runtimeModules = [
        "GalleyUI/", "GalleyUICore/", "GalleyCombine/", "GalleyUniformTypeIdentifiers/", "GalleyStoreKit/",
        "GalleySwiftData/", "GalleyCoreLocation/", "GalleyMapKit/",
    ]
    /// The start of the plugin's one message in Apple's documented words.
    static let appleEntryWording = "'@Entry' macro can only attach to var declarations"

    /// True when `text` (a trap's report or a compile-fail block's diagnostics) has a line that
    /// GalleyUI wrote: a trap raised in a runtime file, or an error of GalleyUI's `@Entry` plugin
    /// other than its misplacement error, whose wording is Apple's documented one
    /// (`Sources/EntryMacros/EntryDiagnostic.swift` lists them).
    static func isGalleyUIs(_ text: String) -> Bool {
        for line in text.split(separator: "\n") {
            if runtimeModules.contains(where: { line.hasPrefix($0) }), line.contains(".swift:") { return true }
            if line.contains("error: '@Entry' "), !line.contains(appleEntryWording) { return true }
        }
        return false
    }
}
