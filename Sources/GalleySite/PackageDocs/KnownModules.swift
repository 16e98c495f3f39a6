import GalleyToolchain

/// The modules that well-known names belong to, for the note on a block that uses one without
/// importing its module: `NotificationCenter` is Foundation's, `@Observable` Observation's,
/// `XCTAssertEqual` XCTest's, `UIApplication` UIKit's. Only names a reader recognises at once are
/// listed; a name not here gets the general note about undeclared names.
enum KnownModules {
    /// The module `name` is from, if it is a well-known one.
    static func module(of name: String) -> String? {
        if let module = byName[name] { return module }
        if name.hasPrefix("XCT"), name.dropFirst(3).first?.isUppercase == true { return "XCTest" }
        if name.hasPrefix("UI"), name.dropFirst(2).first?.isUppercase == true { return "UIKit" }
        return nil
    }

    /// The Apple modules that `runtime: galleyui` mirrors, so that a block importing them compiles.
    static let mirrored = Set(RuntimeArtifacts.moduleAliases.map(\.apple))

    /// Whether `module` can be imported on this platform (with `runtime: galleyui` for the
    /// `mirrored` ones); UIKit, AppKit and the other platform frameworks cannot.
    static func isAvailable(_ module: String) -> Bool {
        !["UIKit", "AppKit", "WatchKit", "Cocoa"].contains(module)
    }

    private static let byName: [String: String] = {
        var names: [String: String] = [:]
        for name in [
            "NotificationCenter", "Notification", "URL", "URLRequest", "Data", "Date", "DateFormatter", "Calendar",
            "Locale", "TimeZone", "UUID", "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder",
            "FileManager", "ProcessInfo", "Bundle", "UserDefaults", "NSLock", "NSRecursiveLock", "Thread", "Timer",
            "RunLoop", "DispatchQueue", "DispatchGroup", "DispatchSemaphore", "TimeInterval", "CharacterSet",
            "NSRegularExpression", "Decimal", "Measurement", "AttributedString", "IndexSet", "NSError",
        ] {
            names[name] = "Foundation"
        }
        for name in ["XCTestCase", "XCTestExpectation"] { names[name] = "XCTest" }
        for name in ["Observable", "ObservationIgnored", "ObservationTracked", "withObservationTracking"] {
            names[name] = "Observation"
        }
        for name in [
            "ObservableObject", "Published", "AnyCancellable", "AnyPublisher", "PassthroughSubject",
            "CurrentValueSubject",
        ] {
            names[name] = "Combine"
        }
        names["UTType"] = "UniformTypeIdentifiers"
        names["RequestReviewAction"] = "StoreKit"
        for name in ["CLLocationCoordinate2D", "CLLocation", "CLLocationManager", "CLLocationDegrees"] {
            names[name] = "CoreLocation"
        }
        for name in ["MKCoordinateRegion", "MKCoordinateSpan", "MKMapItem", "MapCameraPosition"] {
            names[name] = "MapKit"
        }
        for name in ["ModelContainer", "ModelContext", "ModelConfiguration", "PersistentModel", "FetchDescriptor"] {
            names[name] = "SwiftData"
        }
        for name in [
            "View", "VStack", "HStack", "ZStack", "NavigationStack", "WindowGroup", "StateObject", "ObservedObject",
            "EnvironmentObject", "Bindable",
        ] {
            names[name] = "SwiftUI"
        }
        for name in ["NSApplication", "NSView", "NSViewController", "NSWindow", "NSColor", "NSImage", "NSWorkspace"] {
            names[name] = "AppKit"
        }
        return names
    }()
}
