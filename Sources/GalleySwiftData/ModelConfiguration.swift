public import Foundation

/// A description of where and how a container stores its models.
public protocol DataStoreConfiguration: Hashable {
    /// The configuration's name.
    var name: String { get }
    /// The schema the configuration stores, if it names one.
    var schema: Schema? { get set }
}

/// How a container stores its models. Galley keeps every store in memory, whatever the
/// configuration says; its values are recorded.
public struct ModelConfiguration: DataStoreConfiguration, Hashable {
    /// The configuration's name.
    public let name: String
    /// The schema the configuration stores, if it names one.
    public var schema: Schema?
    /// Whether the store is in memory only; every store is, in Galley.
    public let isStoredInMemoryOnly: Bool
    /// Whether contexts may save to the store.
    public let allowsSave: Bool
    /// Where the store would be written on disk; Galley writes nothing.
    public private(set) var url: URL
    /// The CloudKit database the store would sync with; Galley syncs nothing.
    public let cloudKitDatabase: CloudKitDatabase
    /// The app group whose container would hold the store.
    public let groupContainer: GroupContainer

    /// A configuration with the given options.
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false,
        allowsSave: Bool = true, groupContainer: GroupContainer = .automatic,
        cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
        url = URL(fileURLWithPath: isStoredInMemoryOnly ? "/dev/null" : "default.store")
    }

    /// A configuration that stores in memory only, or not.
    public init(isStoredInMemoryOnly: Bool) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// A configuration that would store at `url`.
    public init(
        _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
        cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.init(name, schema: schema, allowsSave: allowsSave, cloudKitDatabase: cloudKitDatabase)
        self.url = url
    }

    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
        lhs.name == rhs.name && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly
            && lhs.allowsSave == rhs.allowsSave && lhs.url == rhs.url && lhs.schema === rhs.schema
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(isStoredInMemoryOnly)
        hasher.combine(url)
    }

    /// The CloudKit database a store syncs with (recorded only).
    public struct CloudKitDatabase: Hashable, Sendable {
        let name: String
        /// The database the app's entitlements name, if any.
        public static var automatic: CloudKitDatabase { CloudKitDatabase(name: "automatic") }
        /// No database.
        public static var none: CloudKitDatabase { CloudKitDatabase(name: "none") }
        /// The private database of the named container.
        public static func `private`(_ dbName: String) -> CloudKitDatabase { CloudKitDatabase(name: dbName) }
    }

    /// The app group container that holds a store (recorded only).
    public struct GroupContainer: Hashable, Sendable {
        let name: String
        /// The group the app's entitlements name, if any.
        public static var automatic: GroupContainer { GroupContainer(name: "automatic") }
        /// No group container.
        public static var none: GroupContainer { GroupContainer(name: "none") }
        /// The named group container.
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(name: groupName) }
    }
}
