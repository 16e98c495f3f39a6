// GalleyUniformTypeIdentifiers: the module that snippets written for Apple's
// UniformTypeIdentifiers compile against, as `UniformTypeIdentifiers`
// (`swiftc -module-alias UniformTypeIdentifiers=GalleyUniformTypeIdentifiers`). Linux has no such
// framework, and document apps name their content types with its `UTType`.
//
// Modelled: a type's identifier, its preferred filename extension and MIME type, and conformance
// along a built-in table of Apple's common types (`BuiltInTypes`): `public.plain-text` conforms
// to `public.text`, which conforms to `public.data` and `public.content`, and so on. A type made
// with `init(exportedAs:conformingTo:)` or `init(importedAs:conformingTo:)` stands for the
// declaration an app makes in its `Info.plist`: it conforms to the type it was given, and
// `UTType(_:)` finds it by identifier afterwards. A filename extension or MIME type the table
// does not know gives a dynamic type (`dyn.` identifier), as Apple's does.
//
// Not modelled: the system's full type database (only the table's types are declared), icons,
// reference URLs, versions and localized descriptions in other languages (descriptions are
// English).
import Foundation
