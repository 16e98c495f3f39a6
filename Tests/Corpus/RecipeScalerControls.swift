import SwiftUI

struct ScaledRecipe: Equatable {
    var servings: Int
    var name: String
}

struct RecipeCard: View, Equatable {
    let recipe: ScaledRecipe

    var body: some View {
        Text("\(recipe.name) for \(recipe.servings)")
    }
}

struct RecipeScalerControls: View {
    @State private var recipe = ScaledRecipe(servings: 2, name: "Pancakes")
    @State private var passcode = ""
    @State private var highlighted = false
    @State private var notes = ""
    @State private var selection: TextSelection?
    @State private var lamps = [Lamp(isOn: true), Lamp(isOn: false)]

    struct Lamp: Identifiable {
        let id = UUID()
        var isOn: Bool
    }

    var body: some View {
        Form {
            RecipeCard(recipe: recipe).equatable()
            Stepper(value: $recipe.servings, in: 1...12, step: 1, onEditingChanged: { _ in }) {
                Text("Servings: \(recipe.servings)")
            }
            SecureField("Kitchen passcode", text: $passcode, onCommit: { highlighted = true })
            TextField("Notes", text: $notes, selection: $selection, axis: .vertical)
            Picker("Lamps", systemImage: "lightbulb", sources: $lamps.map { $0.isOn }, selection: \.self) {
                Text("On").tag(true)
                Text("Off").tag(false)
            }
            Toggle("Highlight", isOn: $highlighted)
                .toggleStyle(OutlinedToggleStyle())
        }
        .transaction { transaction in
            transaction.addAnimationCompletion { highlighted = false }
            transaction.scrollTargetAnchor = .top
        } body: { content in
            content.opacity(highlighted ? 1 : 0.9)
        }
    }
}

struct OutlinedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.$isOn.wrappedValue.toggle()
        } label: {
            configuration.label
        }
        .buttonStyle(.glassProminent)
    }
}

struct BounceTimelinePreview: View {
    let timeline = KeyframeTimeline(initialValue: 1.0) {
        KeyframeTrack {
            SpringKeyframe(1.2, duration: 0.2)
            LinearKeyframe(1.0, duration: 0.3)
        }
    }

    var body: some View {
        Text("Boing").scaleEffect(timeline.value(time: 0.1))
    }
}

#Preview("Servings", arguments: [1, 4, 8]) { servings in
    RecipeCard(recipe: ScaledRecipe(servings: servings, name: "Soup"))
}
