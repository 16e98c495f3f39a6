import Foundation

/// The model types a container stores, with their properties' options.
public final class Schema: Sendable {
    let types: [any PersistentModel.Type]

    /// A schema of the given model types.
    public init(_ types: [any PersistentModel.Type]) {
        self.types = types
    }

    /// A schema of the given model types.
    public convenience init(_ types: any PersistentModel.Type...) {
        self.init(types)
    }

    /// A stored property of a model: its name, key path and options (`Schema.Attribute` or
    /// `Schema.Relationship`), as `@Model` lists them in `schemaMetadata`.
    public struct PropertyMetadata {
        /// The property's name.
        public var name: String
        /// The property's key path.
        public var keypath: AnyKeyPath
        /// The property's default value; Galley does not record it.
        public var defaultValue: Any?
        /// The property's options, a `Schema.Attribute` or `Schema.Relationship`, or nil.
        public var metadata: Any?

        /// Describes a stored property of a model.
        public init(name: String, keypath: AnyKeyPath, defaultValue: Any? = nil, metadata: Any? = nil) {
            self.name = name
            self.keypath = keypath
            self.defaultValue = defaultValue
            self.metadata = metadata
        }
    }

    /// How an attribute is stored, as `@Attribute(_:originalName:hashModifier:)` gives it.
    ///
    /// `.unique` is honoured: inserting a model whose value equals another's replaces it. The
    /// other options are recorded and change nothing in memory.
    public final class Attribute: Sendable {
        /// The attribute's options.
        public let options: [Option]
        /// The attribute's name in an earlier schema version.
        public let originalName: String?
        /// A value that marks a change of the attribute's type between versions.
        public let hashModifier: String?

        /// An attribute with the given options.
        public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
            self.options = options
            self.originalName = originalName
            self.hashModifier = hashModifier
        }

        /// Whether the attribute's values are unique among the models of its type.
        var isUnique: Bool { options.contains(.unique) }

        /// An option of an attribute.
        public struct Option: Hashable, Sendable {
            let name: String

            /// Values are unique among the models of the type: inserting a model with an existing
            /// value replaces the model that had it.
            public static var unique: Option { Option(name: "unique") }
            /// Stores the value beside the store (recorded only).
            public static var externalStorage: Option { Option(name: "externalStorage") }
            /// Encrypts the value in CloudKit (recorded only).
            public static var allowsCloudEncryption: Option { Option(name: "allowsCloudEncryption") }
            /// Keeps the value in history after deletion (recorded only).
            public static var preserveValueOnDeletion: Option { Option(name: "preserveValueOnDeletion") }
            /// Tracks changes to the value without storing it (recorded only).
            public static var ephemeral: Option { Option(name: "ephemeral") }
            /// Indexes the value for Spotlight (recorded only).
            public static var spotlight: Option { Option(name: "spotlight") }
        }
    }

    /// A relationship between models, as `@Relationship(...)` gives it.
    ///
    /// `.cascade` is honoured: deleting the owner deletes the related models. Whatever the rule,
    /// deleting a model clears the other models' references to it (as `.nullify`, the default,
    /// does); `.deny` and `.noAction` are not modelled. The inverse is recorded, not maintained.
    public final class Relationship: Sendable {
        /// The relationship's options.
        public let options: [Option]
        /// What deleting the owner does to the related models.
        public let deleteRule: DeleteRule
        /// The fewest related models allowed (recorded only).
        public let minimumModelCount: Int?
        /// The most related models allowed (recorded only).
        public let maximumModelCount: Int?
        /// The relationship's name in an earlier schema version.
        public let originalName: String?
        /// The key path of the inverse relationship (recorded only).
        nonisolated(unsafe) public let inverse: AnyKeyPath?
        /// A value that marks a change of the relationship between versions.
        public let hashModifier: String?

        /// A relationship with the given options.
        public init(
            _ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0,
            maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
            hashModifier: String? = nil
        ) {
            self.options = options
            self.deleteRule = deleteRule
            self.minimumModelCount = minimumModelCount
            self.maximumModelCount = maximumModelCount
            self.originalName = originalName
            self.inverse = inverse
            self.hashModifier = hashModifier
        }

        /// What deleting a model does to the models it is related to.
        public enum DeleteRule: String, Codable, Hashable, Sendable {
            /// Deletes the related models too.
            case cascade
            /// Refuses to delete a model that has related models (not modelled: the model is deleted
            /// and references to it are cleared).
            case deny
            /// Leaves the related models' references as they are (not modelled: they are cleared).
            case noAction
            /// Clears the related models' references to the deleted model.
            case nullify
        }

        /// An option of a relationship.
        public struct Option: Hashable, Sendable {
            let name: String

            /// The related models are unique (recorded only).
            public static var unique: Option { Option(name: "unique") }
        }
    }
}
