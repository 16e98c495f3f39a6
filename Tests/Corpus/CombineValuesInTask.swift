import Combine
import SwiftUI

final class ParcelTracker: ObservableObject {
    @Published var stage = "Label created"
    let deliveries = PassthroughSubject<String, Never>()
}

struct ParcelTimeline: View {
    @StateObject private var tracker = ParcelTracker()
    @State private var stages: [String] = []

    var body: some View {
        List(stages, id: \.self) { Text($0) }
            .task {
                for await stage in tracker.$stage.removeDuplicates().values {
                    stages.append(stage)
                    if stage == "Delivered" { break }
                }
            }
            .toolbar {
                Button("Advance") { tracker.stage = "Out for delivery" }
            }
    }
}
