/// A namespace for types that serve as publishers.
public enum Publishers {}

extension Publishers {
    /// A publisher that publishes a given sequence of elements, as subscribers ask for them.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element

        /// The sequence of elements to publish.
        public let sequence: Elements

        /// Creates a publisher for a sequence of elements.
        public init(sequence: Elements) { self.sequence = sequence }

        public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Output == S.Input {
            var iterator = sequence.makeIterator()
            let buffer = DemandBuffer<Output, Failure>(subscriber)
            // Elements are produced one per unit of demand, so an endless sequence is safe
            // behind a bounded demand.
            buffer.onRequest = { [unowned buffer] _ in
                while !buffer.isFinished, buffer.outstandingDemand > 0 {
                    guard let next = iterator.next() else { return buffer.complete(.finished) }
                    buffer.buffer(next)
                }
            }
            subscriber.receive(subscription: buffer)
        }
    }
}

extension Sequence {
    /// A publisher of this sequence's elements.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Optional {
    /// A publisher that publishes an optional value to each subscriber exactly once, if the
    /// optional has a value.
    public struct Publisher: GalleyCombine.Publisher {
        public typealias Output = Wrapped
        public typealias Failure = Never

        /// The result to deliver to each subscriber.
        public let output: Wrapped?

        /// Creates a publisher to emit the value of the optional, or to finish immediately if
        /// the optional doesn't have a value.
        public init(_ output: Output?) { self.output = output }

        public func receive<S: Subscriber>(subscriber: S) where Wrapped == S.Input, S.Failure == Never {
            guard let output else {
                subscriber.receive(subscription: Subscriptions.empty)
                return subscriber.receive(completion: .finished)
            }
            Just(output).receive(subscriber: subscriber)
        }
    }

    /// A publisher of this optional's value, if it has one.
    public var publisher: Optional<Wrapped>.Publisher { Publisher(self) }
}
