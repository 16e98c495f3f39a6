// swift-tools-version:6.0
// A small library that the docs site beside it (Docs/) imports in its snippets: Galley's
// fixture for verifying an author's own package.
import PackageDescription

let package = Package(
    name: "Tally",
    products: [.library(name: "Tally", targets: ["Tally"])],
    targets: [.target(name: "Tally")]
)
