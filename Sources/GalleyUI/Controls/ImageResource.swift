import Foundation

/// A reference to an image in an asset catalog, as Xcode's generated asset symbols make
/// them (`Image(.logo)`).
///
/// Apple declares this type in DeveloperToolsSupport, which SwiftUI re-exports; GalleyUI
/// declares its own so that code written against those symbols compiles. Galley has no
/// asset catalog: an image made from a resource is recorded by the resource's name.
nonisolated public struct ImageResource: Hashable, @unchecked Sendable {
    let name: String
    let bundle: Bundle

    /// Creates a reference to the image named `name` in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
