import Synchronization

/// The types an app declared with `UTType(exportedAs:conformingTo:)` or
/// `UTType(importedAs:conformingTo:)`, as its `Info.plist` would: identifier to the types it
/// conforms to. A later declaration of the same identifier adds its parent to the first's.
enum AppDeclarations {
    private static let declared = Mutex<[String: [String]]>([:])

    static func declare(_ identifier: String, parents: [String]) {
        declared.withLock { table in
            var known = table[identifier] ?? []
            for parent in parents where !known.contains(parent) { known.append(parent) }
            table[identifier] = known
        }
    }

    static func parents(of identifier: String) -> [String]? {
        declared.withLock { $0[identifier] }
    }
}
