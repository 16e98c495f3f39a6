import SwiftUI

struct Hello: View {
    var body: some View { Text("Hello") }
}

GalleyRuntime.run(Hello())
let tree: EvaluatedView = GalleyRuntime.evaluate(Hello())
print(tree.outline)
print(GalleyRuntime.outline(Hello()))
