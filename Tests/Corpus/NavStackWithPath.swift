import SwiftUI

struct RecipeStep: Hashable {
    let number: Int
    let text: String
}

struct RecipeStepsBrowser: View {
    @State private var path: [RecipeStep] = []
    let steps = [RecipeStep(number: 1, text: "Toast the oats"), RecipeStep(number: 2, text: "Add milk")]

    var body: some View {
        NavigationStack(path: $path) {
            List(steps, id: \.self) { step in
                NavigationLink("Step \(step.number)", value: step)
            }
            .navigationTitle("Porridge")
            .navigationDestination(for: RecipeStep.self) { step in
                Text(step.text)
                    .navigationTitle("Step \(step.number)")
            }
        }
    }
}

struct MixedPathBrowser: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink(value: 42) {
                    Label("Answer", systemImage: "number")
                }
                Button("Jump") { path.append("details") }
            }
            .navigationDestination(for: Int.self) { Text("Number \($0)") }
            .navigationDestination(for: String.self) { Text($0) }
        }
    }
}
