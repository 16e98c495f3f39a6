// swift-tools-version:6.0
// Galley: a documentation site generator whose Swift snippets are proven by the compiler.
//
// Targets are layered; each depends only on layers below it, and imports only what it declares
// (Scripts/check-imports.py fails `make test` otherwise; Sources/README.md draws the graph):
//   GalleyCore (CCrypto) -> GalleyYAML (CYaml) / GalleyMarkdown (CCmarkGFM, CArena) / GalleyTemplates / GalleyHighlight /
//   GalleyToolchain -> GalleyI18n (GalleyYAML, CICU) / GalleySnippets (GalleyToolchain) -> GalleySite (CXXHash; the build:
//   load, verify, render, write) -> GalleyServe (preview server) / GalleyTranslations (status, staleness,
//   `new` scaffolding) -> GalleyCLI -> galley (thin main). GalleyPlatform (CGalleyPlatform), below them all, holds
//   every call particular to Linux or glibc. GalleyCLI depends only on the actions'
//   targets (Site, Serve, Translations) and Core's diagnostics: no lower layer (the check enforces it).
// C modules and SwiftSyntax are imported `internal`, so no public declaration can expose them. They
// are non-resilient modules, so clients still load them (SE-0409): that is why the host include flag
// reaches GalleyCLI and galley.
// GalleyUICore + GalleyCombine + GalleyUniformTypeIdentifiers + GalleyUI + GalleyStoreKit + GalleySwiftData +
// GalleyCoreLocation + GalleyMapKit are the runtime library that snippets compile against; EntryMacros is the
// `@Entry` compiler plugin. The toolchain ships SwiftSyntax as host libraries (no package fetch), so the manifest
// locates them with `swiftc -print-target-info` and links them with unsafe flags.
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

// The Swift runtime and Foundation are linked into `galley` statically (their archives ship with
// the toolchain). That is possible because `galley` does not link SwiftSyntax, whose host
// libraries exist only as shared libraries on a shared runtime: the parser runs in the
// `galley-syntax` helper (GalleySwiftSyntax), which `galley` asks through GalleySwiftFacts.
// Measured side by side: a command starts in about half the time, and every runtime call
// (retain, release, metadata) is a direct call, which makes a full build about a quarter
// faster. The modules linked into `galley` do not ask for Foundation's shared libraries
// (`-disable-autolink-library`); the test binaries and `galley-syntax`, which share the
// toolchain's runtime with Swift Testing or SwiftSyntax, link the shared libraries. A toolchain
// without the archives links `galley` with the shared ones.
let foundationLibraries = ["Foundation", "FoundationEssentials", "FoundationInternationalization"]
let staticFoundation: [String] = {
    guard host.hasSuffix("/host") else { return [] }
    let folder = String(host.dropLast("/host".count)) + "_static/linux"
    let runtime = [
        "swiftDispatch", "dispatch", "BlocksRuntime", "swiftCore", "swift_Concurrency", "swiftSynchronization",
        "swift_StringProcessing", "swift_RegexParser", "swiftGlibc", "swift_Builtin_float",
    ]
    let archives =
        foundationLibraries + ["CoreFoundation", "_FoundationICU", "_FoundationCShims", "_FoundationCollections"]
        + runtime
    let paths = archives.map { folder + "/lib" + $0 + ".a" }
    return paths.allSatisfy { FileManager.default.fileExists(atPath: $0) } ? paths : []
}()

/// Links each library from its static archive (`-l:libNAME.a`), in the order given (a library
/// before those it calls).
func staticArchives(_ names: [String]) -> [LinkerSetting] {
    names.map { .linkedLibrary(":lib\($0).a") }
}

// `GALLEY_PORTABLE=1 swift build` builds GalleyPlatform's portable POSIX path on Linux too: no
// inotify, `/proc/self/exe`, `pipe2`, `posix_spawn_file_actions_addclosefrom_np`,
// `copy_file_range` or `renameat2`, the path a port to another system takes. CI builds it into a
// scratch path of its own and runs the platform's tests and the suites that watch and spawn.
let portablePlatform = Context.environment["GALLEY_PORTABLE"] == "1"

let package = Package(
    name: "Galley",
    products: [
        .executable(name: "galley", targets: ["galley"]),
        .executable(name: "galley-syntax", targets: ["galley-syntax"]),
        .library(name: "GalleyUI", targets: ["GalleyUI"]),
    ],
    targets: [
        // MARK: - C libraries (Debian packages: libcmark-gfm-dev, libcmark-gfm-extensions-dev,
        // libyaml-dev, libssl-dev, libxxhash-dev; `make deps` installs them). Their headers are in the system's
        // include path, and their static archives are linked into the targets that call them
        // (`staticArchive`), so `galley` loads no shared library of theirs at start-up.
        .systemLibrary(name: "CCmarkGFM"),
        .systemLibrary(name: "CYaml"),
        .systemLibrary(name: "CCrypto"),
        .systemLibrary(name: "CXXHash"),
        // ICU (libicu-dev) behind a C file of our own, so Swift never sees ICU's headers, which
        // clash with the copy of ICU that Foundation carries. ICU stays a shared library: linked
        // statically it added 34 MB of data to `galley` and saved under a millisecond a build.
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]),
        // A per-thread bump allocator that cmark-gfm's parser allocates from (`cmark_mem`).
        .target(name: "CArena"),

        // MARK: - Generator layers
        // Every call particular to Linux or glibc, behind small Swift interfaces with a portable
        // POSIX path (Sources/README.md, "Porting"); its C half holds the calls Swift's Glibc
        // module does not declare.
        .target(name: "CGalleyPlatform", cSettings: portablePlatform ? [.define("GALLEY_PORTABLE")] : []),
        .target(name: "GalleyPlatform", dependencies: ["CGalleyPlatform"]),
        .target(name: "GalleyCore", dependencies: ["CCrypto"], linkerSettings: staticArchives(["crypto"])),
        // What Galley asks of SwiftParser, as values, and the client of the `galley-syntax` helper
        // that answers; the parser itself (host SwiftSyntax) lives in GalleySwiftSyntax only.
        .target(name: "GalleySwiftFacts", dependencies: ["GalleyPlatform"]),
        .target(
            name: "GalleySwiftSyntax", dependencies: ["GalleySwiftFacts"],
            swiftSettings: hostSwiftFlags,
            linkerSettings: hostLinkFlags(["SwiftSyntax", "SwiftParser", "SwiftIDEUtils"])),
        .executableTarget(name: "galley-syntax", dependencies: ["GalleySwiftSyntax"], swiftSettings: hostSwiftFlags),
        .target(name: "GalleyYAML", dependencies: ["GalleyCore", "CYaml"], linkerSettings: staticArchives(["yaml"])),
        .target(
            name: "GalleyMarkdown", dependencies: ["GalleyCore", "CCmarkGFM", "CArena"],
            linkerSettings: staticArchives(["cmark-gfm-extensions", "cmark-gfm"])),
        .target(name: "GalleyTemplates", dependencies: ["GalleyCore"]),
        .target(name: "GalleyHighlight", dependencies: ["GalleyCore", "GalleySwiftFacts"]),
        .target(name: "GalleyI18n", dependencies: ["GalleyCore", "GalleyYAML", "CICU"]),
        .target(name: "GalleyToolchain", dependencies: ["GalleyCore", "GalleyPlatform"]),
        // The toolchain's index store library, found beside `swiftc` and opened with `dlopen`:
        // what the compiler recorded about each identifier of a proven unit (compiler hovers).
        .target(name: "CIndexStore"),
        .target(name: "GalleyHovers", dependencies: ["CIndexStore", "GalleyToolchain"]),
        .target(
            name: "GalleySnippets",
            dependencies: ["GalleyCore", "GalleyToolchain", "GalleySwiftFacts", "GalleyHovers", "GalleyPlatform"]),
        .target(
            name: "GalleySite",
            dependencies: [
                "GalleyCore", "GalleyYAML", "GalleyMarkdown", "GalleyTemplates", "GalleyHighlight",
                "GalleyI18n", "GalleyToolchain", "GalleyHovers", "GalleySnippets", "GalleySwiftFacts", "GalleyPlatform",
                "CXXHash",
            ], linkerSettings: staticArchives(["xxhash"])),
        .target(name: "GalleyServe", dependencies: ["GalleyCore", "GalleySite", "GalleyPlatform"]),
        .target(
            name: "GalleyTranslations",
            dependencies: [
                "GalleyCore", "GalleyYAML", "GalleyMarkdown", "GalleyTemplates", "GalleySite", "GalleySwiftFacts",
            ]),
        .target(
            name: "GalleyCLI",
            dependencies: [
                "GalleyCore", "GalleySite", "GalleyServe", "GalleyTranslations",
            ]),
        .executableTarget(name: "galley", dependencies: ["GalleyCLI", "GalleyPlatform"]),

        // MARK: - The merged runner's parts, which RuntimeBuilder compiles for snippets from the same
        // files (installed beside the runtime's sources); built here so the package type-checks them.
        // They run inside bubblewrap, so they are Linux's alone (pidfd, close_range, capabilities)
        // and stay outside GalleyPlatform: RuntimeBuilder compiles them without the package.
        // Its Linux calls (fork server) and the line-buffering constructor, in C.
        .target(name: "CGalleyRunner", path: "Sources/GalleyRunner/CGalleyRunner"),
        // The serving mode.
        .target(name: "GalleyForkServer", dependencies: ["CGalleyRunner"], path: "Sources/GalleyRunner/ForkServer"),
        // The runner's `main`, which finds each unit by its symbol.
        .executableTarget(
            name: "GalleyRunner", dependencies: ["GalleyForkServer", "CGalleyRunner"],
            path: "Sources/GalleyRunner/Dispatcher"),

        // MARK: - Runtime library that snippets compile against
        .target(name: "GalleyUICore"),
        // Combine's publishers and subscribers; snippets reach it as `Combine`, and GalleyUI re-exports it.
        .target(name: "GalleyCombine"),
        // UniformTypeIdentifiers' `UTType`; snippets reach it as `UniformTypeIdentifiers`, and GalleyUI's
        // document types (`FileDocument`) name their content types with it.
        .target(name: "GalleyUniformTypeIdentifiers"),
        // `Macros/` declares `@Entry` and `#Preview`; SwiftPM cannot load their plugin (no
        // SwiftCompilerPlugin), so only the RuntimeBuilder build, which loads it, compiles them.
        .target(
            name: "GalleyUI", dependencies: ["GalleyUICore", "GalleyCombine", "GalleyUniformTypeIdentifiers"],
            exclude: ["Macros"]),
        // StoreKit's `RequestReviewAction` and `EnvironmentValues.requestReview`; snippets reach it as `StoreKit`.
        .target(name: "GalleyStoreKit", dependencies: ["GalleyUICore"]),
        // SwiftData in memory, with its SwiftUI overlay (`@Query`, `modelContainer`, `modelContext`); snippets
        // reach it as `SwiftData`. `Macros/` declares `@Model` and the property macros, which only the
        // RuntimeBuilder build, loading the plugin, compiles (as GalleyUI's `Macros/`).
        .target(
            name: "GalleySwiftData", dependencies: ["GalleyUI", "GalleyUICore", "GalleyUniformTypeIdentifiers"],
            exclude: ["Macros"]),
        // Core Location's coordinates, locations and an inert location manager; snippets reach it as `CoreLocation`.
        .target(name: "GalleyCoreLocation"),
        // MapKit's regions and its SwiftUI overlay (`Map`, `Marker`, `Annotation`…), which re-exports
        // GalleyCoreLocation; snippets reach it as `MapKit`.
        .target(name: "GalleyMapKit", dependencies: ["GalleyCoreLocation", "GalleyUI", "GalleyUICore"]),
        .target(
            name: "EntryMacros",
            swiftSettings: hostSwiftFlags,
            linkerSettings: hostLinkFlags([
                "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftDiagnostics",
            ])),

        // MARK: - Tests
        // Test helpers for every test target: snapshots, temporary projects, file trees, a seeded generator.
        .target(name: "GalleyTestSupport", path: "Tests/GalleyTestSupport"),
        .testTarget(name: "GalleyPlatformTests", dependencies: ["GalleyPlatform", "GalleyTestSupport"]),
        .testTarget(name: "GalleyCoreTests", dependencies: ["GalleyCore"]),
        .testTarget(name: "GalleyYAMLTests", dependencies: ["GalleyCore", "GalleyYAML", "GalleyTestSupport"]),
        .testTarget(
            name: "GalleyMarkdownTests", dependencies: ["GalleyCore", "GalleyMarkdown", "CArena", "GalleyTestSupport"]),
        .testTarget(
            name: "GalleyTemplatesTests", dependencies: ["GalleyCore", "GalleyTemplates", "GalleyTestSupport"]),
        .testTarget(
            name: "GalleyHighlightTests", dependencies: ["GalleyHighlight", "GalleyTestSupport"],
            exclude: ["Figures/__Snapshots__"]),
        .testTarget(name: "GalleyI18nTests", dependencies: ["GalleyCore", "GalleyYAML", "GalleyI18n"]),
        .testTarget(
            name: "GalleySnippetsTests",
            dependencies: [
                "GalleyCore", "GalleyToolchain", "GalleyHovers", "GalleySnippets", "GalleyTestSupport",
            ]),
        .testTarget(
            name: "GalleySiteTests",
            dependencies: [
                "GalleyCore", "GalleyYAML", "GalleyMarkdown", "GalleyTemplates", "GalleyHighlight", "GalleySnippets",
                "GalleySite", "GalleyServe",
                "GalleyTranslations", "GalleyPlatform", "GalleyTestSupport",
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "GalleyCLITests", dependencies: ["GalleyCore", "GalleyCLI", "GalleyTestSupport"]),
        .testTarget(
            name: "GalleySwiftSyntaxTests", dependencies: ["GalleySwiftFacts", "GalleySwiftSyntax"],
            swiftSettings: hostSwiftFlags),
        .testTarget(
            name: "GalleyToolchainTests", dependencies: ["GalleyCore", "GalleyToolchain", "GalleyTestSupport"]),
        .testTarget(name: "GalleyHoversTests", dependencies: ["GalleyHovers", "GalleyToolchain", "GalleyTestSupport"]),
        .testTarget(
            name: "GalleyUITests",
            dependencies: [
                "GalleyUI", "GalleyUICore", "GalleyUniformTypeIdentifiers", "GalleyStoreKit", "GalleySwiftData",
                "GalleyCoreLocation", "GalleyMapKit", "GalleyToolchain", "GalleyTestSupport",
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "GalleyCombineTests", dependencies: ["GalleyCombine"]),
        .testTarget(name: "GalleyUniformTypeIdentifiersTests", dependencies: ["GalleyUniformTypeIdentifiers"]),
        .testTarget(
            name: "EntryMacrosTests", dependencies: ["EntryMacros", "GalleyTestSupport"], exclude: ["__Snapshots__"],
            swiftSettings: hostSwiftFlags,
            linkerSettings: hostLinkFlags([
                "SwiftSyntax", "SwiftParser", "SwiftDiagnostics", "SwiftSyntaxMacros", "SwiftSyntaxMacroExpansion",
            ])),
    ],
    swiftLanguageModes: [.v6]
)

// The portable build makes galley, its parser helper and the suites that exercise GalleyPlatform;
// the snippets' runtime, the merged runner's parts (Linux's alone) and the other suites make no
// platform call, and leaving them out keeps CI's portable step to a few minutes.
if portablePlatform {
    let suites: Set<String> = ["GalleyPlatformTests", "GalleyToolchainTests", "GalleySiteTests"]
    let unused: Set<String> = [
        "GalleyUICore", "GalleyCombine", "GalleyUniformTypeIdentifiers", "GalleyUI", "GalleyStoreKit",
        "GalleySwiftData", "GalleyCoreLocation", "GalleyMapKit",
        "EntryMacros",
        "CGalleyRunner", "GalleyForkServer", "GalleyRunner",
    ]
    package.targets.removeAll { unused.contains($0.name) || ($0.type == .test && !suites.contains($0.name)) }
    package.products.removeAll { $0.name == "GalleyUI" }
}

if !staticFoundation.isEmpty {
    let linkedIntoGalley: Set<String> = [
        "GalleyPlatform", "GalleyCore", "GalleySwiftFacts", "GalleyYAML", "GalleyMarkdown", "GalleyTemplates",
        "GalleyHighlight", "GalleyI18n",
        "GalleyToolchain", "GalleyHovers", "GalleySnippets", "GalleySite", "GalleyServe", "GalleyTranslations",
        "GalleyCLI", "galley",
    ]
    let noFoundationAutolink = foundationLibraries.flatMap {
        ["-Xfrontend", "-disable-autolink-library", "-Xfrontend", $0]
    }
    for target in package.targets {
        if linkedIntoGalley.contains(target.name) {
            target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(noFoundationAutolink)]
        }
        if target.type == .test {
            target.linkerSettings = (target.linkerSettings ?? []) + foundationLibraries.map { .linkedLibrary($0) }
        }
        if target.name == "galley" {
            target.linkerSettings =
                (target.linkerSettings ?? []) + [
                    .unsafeFlags(
                        ["-static-stdlib", "-Xlinker", "--start-group"] + staticFoundation.flatMap { ["-Xlinker", $0] }
                            + [
                                "-Xlinker", "--end-group",
                            ]),
                    .linkedLibrary("stdc++"),
                ]
        }
    }
}
