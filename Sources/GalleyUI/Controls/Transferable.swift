import Foundation

/// A type that can be shared or pasted: what `ShareLink` and `PasteButton` accept.
///
/// Apple declares this protocol in CoreTransferable, with a `transferRepresentation`
/// requirement that describes the exported forms; Core Transferable does not exist on
/// Linux, and Galley never transfers anything, so GalleyUI's protocol has no requirement.
/// The types SwiftUI's own system types conform (strings, URLs, data, images, attributed
/// strings) conform here; a custom type declares the conformance, and a
/// `transferRepresentation` it writes does not compile here, since the representation
/// types are not declared.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
extension Never: Transferable {}
