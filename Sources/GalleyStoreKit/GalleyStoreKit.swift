// GalleyStoreKit: the part of StoreKit that SwiftUI apps reach from a view, `RequestReviewAction`
// and `EnvironmentValues.requestReview`. Snippets reach it as `StoreKit`
// (`-module-alias StoreKit=GalleyStoreKit`), as `import Combine` reaches GalleyCombine.
//
// Linux has no App Store: a review request shows nothing and reaches no one. What is modelled is
// the data flow: the action is read from the environment like any other value, and calling it
// counts the request (`RequestReviewAction.requestCount`), which is all a run can observe.
// Nothing else of StoreKit (products, purchases, transactions) is declared.
