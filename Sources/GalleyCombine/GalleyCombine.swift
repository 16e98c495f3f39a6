// GalleyCombine: the module that snippets written for Combine compile against, as `Combine`
// (`swiftc -module-alias Combine=GalleyCombine`). GalleyUI re-exports it, as SwiftUI re-exports
// Combine, so `ObservableObject`, `@Published` and `AnyCancellable` need no import of their own.
//
// The protocols are Combine's (`Publisher`, `Subscriber`, `Subscription`, `Scheduler`) and so
// is the flow of a subscription: a subscriber receives a subscription, asks it for values
// (`Subscribers.Demand`), and is sent values until a completion. Subjects, `Just`, `sink`,
// `assign` and the operators that only transform values deliver synchronously, on the thread
// that sends. The time-based operators (`debounce`, `throttle`, `delay`, `receive(on:)`) and
// `Timer.publish` schedule their work on the scheduler given, for real: on `RunLoop.main` or
// `DispatchQueue.main` that work runs only while the main run loop or queue runs, so a
// program that never lets it run sees nothing from them. `ImmediateScheduler` runs work at
// once, ignoring any delay.
//
// Simplifications, each said where it is declared: operators that merge several upstreams
// (`merge`, `combineLatest`, `flatMap`) ask their upstreams for every value and hold what the
// downstream has not asked for yet; there is no `Record`, `multicast` or `URLSession`
// publisher.
import Foundation
