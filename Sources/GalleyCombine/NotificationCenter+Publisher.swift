import Foundation

extension NotificationCenter {
    /// Returns a publisher that emits events when broadcasting notifications.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher that emits elements when broadcasting notifications: on the thread that
    /// posts them, while the subscription lasts.
    public struct Publisher: GalleyCombine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The notification center this publisher uses as a source.
        public let center: NotificationCenter
        /// The name of notifications published by this publisher.
        public let name: Notification.Name
        /// The object posting the named notification.
        public let object: AnyObject?

        /// Creates a publisher that emits events when broadcasting notifications.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let buffer = DemandBuffer<Notification, Never>(subscriber)
            let forward = NotificationForwarder(buffer)
            let token = center.addObserver(forName: name, object: object, queue: nil) { forward.send($0) }
            let center = center
            let remove = ScheduledAction { center.removeObserver(token) }
            buffer.setCancelUpstream { remove.run() }
            subscriber.receive(subscription: buffer)
        }
    }
}

/// Carries notifications, which arrive on a `Sendable` callback, into a subscription.
private final class NotificationForwarder: @unchecked Sendable {
    private let buffer: DemandBuffer<Notification, Never>
    init(_ buffer: DemandBuffer<Notification, Never>) { self.buffer = buffer }
    func send(_ notification: Notification) { buffer.buffer(notification) }
}
