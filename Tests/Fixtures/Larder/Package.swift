// swift-tools-version:6.0
// A small library whose README, DocC catalog and snippets Galley proves in place: the fixture of
// `galley verify` in a package (PackageDocsTests). Galley never writes into this folder.
import PackageDescription

let package = Package(
    name: "Larder",
    products: [.library(name: "Larder", targets: ["Larder"])],
    targets: [
        .target(name: "Larder", dependencies: ["LarderCore"]),
        .target(name: "LarderCore"),
    ]
)
