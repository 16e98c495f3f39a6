// Swift 6 only: top-level code runs on the main actor only in Swift 6 mode, and GalleyRuntime is main-actor isolated.
import SwiftUI

struct Hello: View {
    var body: some View { Text("Hello") }
}

GalleyRuntime.run(Hello())
let tree: EvaluatedView = GalleyRuntime.evaluate(Hello())
print(tree.outline)
print(GalleyRuntime.outline(Hello()))
