// GalleyUI: the module that snippets written for SwiftUI compile against, as `SwiftUI`
// (`swiftc -module-alias SwiftUI=GalleyUI`).
//
// Like SwiftUI, it re-exports its core, GalleyUICore (SwiftUICore to snippets: the key protocols, `View`, `@Environment`,
// transactions, focus and container values), GalleyCombine (Combine to snippets: `ObservableObject`,
// `@Published`, publishers), Foundation and Observation, and adds the view
// vocabulary (stacks, lists, controls, navigation), the app model (`App`, `Scene`,
// `WindowGroup`, `Commands`), the built-in environment values, the `@Entry` and `#Preview`
// macros, and `GalleyRuntime`, which evaluates a view or an app.
//
// Modelled (data flow): environment values and their overrides, `@State`/`@Binding`/
// `@Bindable`, `Observable` models (reads are tracked and re-evaluate on change), lifecycle
// (`onAppear`, `onDisappear`, `onChange`, `task`, `onReceive`), presented sheets and their `dismiss`,
// focused values reaching commands, container values reaching `Group(subviews:)` and
// `ForEach(subviews:)`, transactions. Inert (recorded in the evaluated tree, no effect):
// layout, drawing, styles, gestures (never performed: a `@GestureState` keeps its initial
// value), scrolling, key presses and hovering, navigation destinations that are not presented,
// keyboard shortcuts, accessibility labels. Controls are never pressed: a `Button`'s
// action runs only if a snippet calls it.
//
// The macros live in `Macros/`, which the Swift package excludes: SwiftPM cannot load the
// `EntryMacros` plugin without SwiftCompilerPlugin, and the runtime build (`RuntimeBuilder`)
// compiles them with `-load-plugin-library`.
@_exported import Foundation
@_exported import GalleyCombine
@_exported import GalleyUICore
@_exported import Observation

// On Apple's platforms `URLSession` and `URLRequest` are Foundation's, so `import SwiftUI` brings
// them; Linux's Foundation keeps them in FoundationNetworking, re-exported here so that the same
// code compiles. Every program that links GalleyUI then loads the networking library at start
// (`Benchmarks/results-real-swiftui.md` has the cost).
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
