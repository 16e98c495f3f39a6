import SwiftUI

struct Lifecycle: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)")
            .onAppear { count += 1 }
            .onDisappear { print("gone") }
            .onChange(of: count) { old, new in print(old, new) }
            .onChange(of: count, initial: true) { print("changed") }
            .task { count += 1 }
            .task(id: count) { print("task", count) }
    }
}
