// swift-tools-version:6.0
// Galley: a documentation site generator whose Swift snippets are proven by the compiler.
//
// Targets are layered; each depends only on layers below it:
//   C modules (CCmarkGFM, CYaml) -> GalleyCore -> GalleyYAML / GalleyMarkdown / GalleyTemplates /
//   GalleyHighlight / GalleyI18n / GalleySnippets -> GalleySite -> GalleyCLI -> galley (thin main).
// SwiftUICore + GalleyUI are the runtime library that snippets compile against; EntryMacros is the
// `@Entry` compiler plugin. The toolchain ships SwiftSyntax as host libraries (no package fetch), so
// the manifest locates them with `swiftc -print-target-info` and links them with unsafe flags.
import Foundation
import PackageDescription

/// The toolchain's `lib/swift/host` folder, found from `swiftc -print-target-info`.
func toolchainHostLibraries() -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-print-target-info"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return "" }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let paths = json["paths"] as? [String: Any],
        let resource = paths["runtimeResourcePath"] as? String
    else { return "" }
    return resource + "/host"
}

let host = toolchainHostLibraries()
let hostSwiftFlags: [SwiftSetting] = [.unsafeFlags(["-I", host])]
func hostLinkFlags(_ libraries: [String]) -> [LinkerSetting] {
    [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host] + libraries.map { "-l" + $0 })]
}

let package = Package(
    name: "Galley",
    products: [
        .executable(name: "galley", targets: ["galley"]),
        .library(name: "GalleyUI", targets: ["GalleyUI"]),
    ],
    targets: [
        // MARK: - C libraries (Debian packages)
        .systemLibrary(
            name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(name: "CYaml", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),

        // MARK: - Generator layers
        .target(name: "GalleyCore"),
        .target(name: "GalleyYAML", dependencies: ["GalleyCore", "CYaml"]),
        .target(name: "GalleyMarkdown", dependencies: ["GalleyCore", "CCmarkGFM"]),
        .target(name: "GalleyTemplates", dependencies: ["GalleyCore"]),
        .target(
            name: "GalleyHighlight", dependencies: ["GalleyCore"],
            swiftSettings: hostSwiftFlags,
            linkerSettings: hostLinkFlags(["SwiftSyntax", "SwiftParser", "SwiftIDEUtils"])),
        .target(name: "GalleyI18n", dependencies: ["GalleyCore", "GalleyYAML"]),
        .target(name: "GalleyToolchain", dependencies: ["GalleyCore"]),
        .target(
            name: "GalleySnippets", dependencies: ["GalleyCore", "GalleyToolchain"],
            swiftSettings: hostSwiftFlags,
            linkerSettings: hostLinkFlags(["SwiftSyntax", "SwiftParser"])),
        .target(
            name: "GalleySite",
            dependencies: [
                "GalleyCore", "GalleyYAML", "GalleyMarkdown", "GalleyTemplates", "GalleyHighlight",
                "GalleyI18n", "GalleySnippets",
            ],
            swiftSettings: hostSwiftFlags,
            linkerSettings: hostLinkFlags(["SwiftSyntax", "SwiftParser"])),
        .target(name: "GalleyCLI", dependencies: ["GalleySite"], swiftSettings: hostSwiftFlags),
        .executableTarget(name: "galley", dependencies: ["GalleyCLI"], swiftSettings: hostSwiftFlags),

        // MARK: - Runtime library that snippets compile against
        .target(name: "SwiftUICore"),
        // `Macros/` declares `@Entry` and `#Preview`; SwiftPM cannot load their plugin (no
        // SwiftCompilerPlugin), so only the RuntimeBuilder build, which loads it, compiles them.
        .target(name: "GalleyUI", dependencies: ["SwiftUICore"], exclude: ["Macros"]),
        .target(
            name: "EntryMacros",
            swiftSettings: hostSwiftFlags,
            linkerSettings: hostLinkFlags([
                "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftDiagnostics",
            ])),

        // MARK: - Tests
        .testTarget(name: "GalleyCoreTests", dependencies: ["GalleyCore"]),
        .testTarget(name: "GalleyYAMLTests", dependencies: ["GalleyYAML"]),
        .testTarget(name: "GalleyMarkdownTests", dependencies: ["GalleyMarkdown"]),
        .testTarget(name: "GalleyTemplatesTests", dependencies: ["GalleyTemplates"]),
        .testTarget(
            name: "GalleyHighlightTests", dependencies: ["GalleyHighlight"],
            exclude: ["Figures/__Snapshots__"], swiftSettings: hostSwiftFlags),
        .testTarget(name: "GalleyI18nTests", dependencies: ["GalleyI18n"]),
        .testTarget(name: "GalleySnippetsTests", dependencies: ["GalleySnippets"], swiftSettings: hostSwiftFlags),
        .testTarget(
            name: "GalleySiteTests", dependencies: ["GalleySite"], exclude: ["__Snapshots__"],
            swiftSettings: hostSwiftFlags),
        .testTarget(name: "GalleyCLITests", dependencies: ["GalleyCLI"], swiftSettings: hostSwiftFlags),
        .testTarget(name: "GalleyToolchainTests", dependencies: ["GalleyToolchain"]),
        .testTarget(
            name: "GalleyUITests", dependencies: ["GalleyUI", "GalleyToolchain"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "EntryMacrosTests", dependencies: ["EntryMacros"], exclude: ["__Snapshots__"],
            swiftSettings: hostSwiftFlags,
            linkerSettings: hostLinkFlags(["SwiftSyntaxMacroExpansion", "SwiftParser"])),
    ],
    swiftLanguageModes: [.v6]
)
