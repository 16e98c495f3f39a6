// GalleyUICore: the core of Galley's SwiftUI-compatible runtime, mirroring SwiftUICore, the
// module that SwiftUI re-exports in Apple's SDKs since 2024. Snippets reach it as `SwiftUICore`
// (`-module-alias SwiftUICore=GalleyUICore`); its own name is ours, so it never stands for
// Apple's framework.
//
// What lives here, as in Apple's split: the key protocols and their containers
// (`EnvironmentKey`/`EnvironmentValues`, `TransactionKey`/`Transaction`), `View`,
// `ViewBuilder`, `ViewModifier`, `@Environment`, `@State`, `Binding`, `Text`, `Color`, `Font`
// and `Animation`. Deliberate differences from Apple's layout:
// - `FocusedValueKey`/`FocusedValues` and `ContainerValueKey`/`ContainerValues` live here too
//   (Apple declares the focus types in SwiftUI), so that the `@Entry` expansion's qualified
//   `SwiftUICore.FocusedValueKey` and `SwiftUICore.ContainerValueKey` always resolve.
// - The evaluator that runs a view tree (`Evaluator`, `ViewNode`) is here with `package`
//   access, since `View` and the environment are; GalleyUI exposes it as `GalleyRuntime`.
//
// What is modelled: data flow. Environment values flow down and are overridden per subtree,
// defaults are re-read on every fallback read, state changes re-evaluate the owning view's
// subtree inside the transaction that caused them, container values reach the nearest
// container. What is inert: layout and drawing. Colors, fonts, padding and frames are
// recorded in the evaluated tree and otherwise have no effect.
