import Combine
import SwiftUI

final class UploadStatusModel: ObservableObject {
    let localEvents = PassthroughSubject<String, Never>()
    let serverEvents = PassthroughSubject<String, Never>()
    @Published private(set) var log: [String] = []
    private var subscription: AnyCancellable?

    init() {
        subscription = localEvents
            .map { "device: \($0)" }
            .merge(with: serverEvents.map { "server: \($0)" })
            .prefix(50)
            .handleEvents(receiveCompletion: { _ in print("log is full") })
            .sink { [weak self] line in self?.log.append(line) }
    }
}

struct UploadStatusLog: View {
    @StateObject private var model = UploadStatusModel()

    var body: some View {
        VStack {
            List(model.log, id: \.self) { line in
                Text(line).font(.caption.monospaced())
            }
            HStack {
                Button("Queue photo") { model.localEvents.send("queued photo") }
                Button("Server ack") { model.serverEvents.send("stored photo") }
            }
            .padding()
        }
    }
}
