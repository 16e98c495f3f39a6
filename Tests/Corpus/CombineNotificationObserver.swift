import Combine
import Foundation
import SwiftUI

extension Notification.Name {
    static let inboxDidSync = Notification.Name("InboxDidSync")
}

final class InboxBadgeModel: ObservableObject {
    @Published private(set) var unread = 0
    @Published private(set) var lastSync: Date?
    private var observers: [AnyCancellable] = []

    init(center: NotificationCenter = .default) {
        center.publisher(for: .inboxDidSync)
            .compactMap { $0.userInfo?["unread"] as? Int }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] count in
                self?.unread = count
                self?.lastSync = Date()
            }
            .store(in: &observers)
    }
}

struct InboxBadgeRow: View {
    @ObservedObject var model: InboxBadgeModel

    var body: some View {
        HStack {
            Label("Inbox", systemImage: "tray")
            Spacer()
            if model.unread > 0 {
                Text("\(model.unread)")
                    .font(.caption.bold())
                    .padding(6)
                    .background(Capsule().fill(.blue))
            }
        }
    }
}
