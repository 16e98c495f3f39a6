import Combine
import SwiftUI

final class PedometerSession: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    private(set) var steps: [Int] = []

    var total: Int { steps.reduce(0, +) }

    func record(_ count: Int) {
        objectWillChange.send()
        steps.append(count)
    }

    func weeklySummary() -> AnyPublisher<[Int], Never> {
        steps.publisher
            .collect(7)
            .map { week in week.reduce(0, +) }
            .collect()
            .eraseToAnyPublisher()
    }
}

struct PedometerSummary: View {
    @ObservedObject var session: PedometerSession
    @State private var weeks: [Int] = []

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(session.total) steps").font(.title)
            ForEach(Array(weeks.enumerated()), id: \.offset) { week in
                Text("Week \(week.offset + 1): \(week.element)")
            }
            Button("Add walk") { session.record(1200) }
        }
        .onReceive(session.weeklySummary()) { weeks = $0 }
    }
}
