// swift-tools-version:6.0
// A small library that the docs sites beside it (Docs/, Guide/) import in their snippets:
// Galley's fixture for verifying an author's own package. `Tally` imports its helper module
// `TallyMath` internally, so snippets need the whole module folder and both targets' objects.
import PackageDescription

let package = Package(
    name: "Tally",
    products: [.library(name: "Tally", targets: ["Tally"])],
    targets: [
        .target(name: "Tally", dependencies: ["TallyMath"]),
        .target(name: "TallyMath"),
    ]
)
