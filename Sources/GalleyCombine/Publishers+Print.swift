extension Publishers {
    /// A publisher that prints log messages for all publishing events, optionally prefixed
    /// with a given string.
    public struct Print<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// A string with which to prefix all log messages.
        public let prefix: String
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A stream for receiving the messages instead of standard output.
        public let stream: (any TextOutputStream)?

        /// Creates a publisher that prints log messages for all publishing events.
        public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let log = PrintLog(prefix: prefix, stream: stream)
            upstream.handleEvents(
                receiveSubscription: { _ in log.write("receive subscription: (\(Upstream.self))") },
                receiveOutput: { log.write("receive value: (\($0))") },
                receiveCompletion: { completion in
                    switch completion {
                    case .finished: log.write("receive finished")
                    case .failure(let error): log.write("receive error: (\(error))")
                    }
                }, receiveCancel: { log.write("receive cancel") },
                receiveRequest: { log.write("request \($0)") }
            ).receive(subscriber: subscriber)
        }
    }
}

/// Where one `print` operator's messages go.
private final class PrintLog {
    private let lead: String
    private var stream: (any TextOutputStream)?

    init(prefix: String, stream: (any TextOutputStream)?) {
        lead = prefix.isEmpty ? "" : prefix + ": "
        self.stream = stream
    }

    func write(_ message: String) {
        if stream != nil {
            stream!.write(lead + message + "\n")
        } else {
            Swift.print(lead + message)
        }
    }
}

extension Publisher {
    /// Prints log messages for all publishing events.
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}
