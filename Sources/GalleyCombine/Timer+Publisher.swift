import Foundation

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    ///
    /// The timer is a real `Timer` on `runLoop`: it fires only while that run loop runs in
    /// `mode`, and only after `connect()` or `autoconnect()`.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        /// The interval between dates.
        public let interval: TimeInterval
        /// The tolerance of the timer.
        public let tolerance: TimeInterval?
        /// The run loop the timer runs on.
        public let runLoop: RunLoop
        /// The run loop mode the timer runs in.
        public let mode: RunLoop.Mode
        /// Scheduler options (the run loop scheduler has none).
        public let options: RunLoop.SchedulerOptions?
        private let conduits = SubjectConduits<Date, Never>(keepsLatest: false)

        /// Creates a publisher that repeatedly emits the current date on the given interval.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Schedules the timer; cancelling the result invalidates it.
        public func connect() -> any Cancellable {
            let conduits = conduits
            let timer = Timer(timeInterval: interval, repeats: true) { _ in conduits.send(Date()) }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            let invalidate = ScheduledAction { timer.invalidate() }
            return ScheduledCancellable { invalidate.run() }
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            conduits.attach(subscriber, current: nil)
        }
    }
}
