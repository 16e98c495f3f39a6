import Foundation

/// A view that updates according to a schedule that you provide.
///
/// Galley evaluates the content once, with the schedule's first entry from the moment of
/// evaluation as the context's date; there is no clock to update it later.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// Information passed to a timeline view's content callback.
    public struct Context {
        /// A rate at which timeline views can receive updates.
        public enum Cadence: Comparable, Sendable {
            /// Updates the view continuously.
            case live
            /// Updates the view approximately once per second.
            case seconds
            /// Updates the view approximately once per minute.
            case minutes
        }

        /// The date from the schedule that triggered the current view update.
        public let date: Date
        /// The rate at which the timeline updates the view.
        public let cadence: Cadence
    }

    /// A timeline view has no body; its content is evaluated in its place.
    public var body: Never { primitiveBody(Self.self) }
}

/// Information passed to a timeline view's content callback.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    /// Creates a new timeline view that uses the given schedule.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }
}

extension TimelineView: PrimitiveView where Content: View {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let now = Date()
        let date = schedule.entries(from: now, mode: .normal).first { _ in true } ?? now
        let timeline = TimelineViewDefaultContext(date: date, cadence: .live)
        evaluator.container(
            "TimelineView", detail: "\(Schedule.self)", content: content(timeline), parent: parent, context: context)
    }
}

/// A type that provides a sequence of dates for use as a schedule.
public protocol TimelineSchedule {
    /// The sequence of dates within a schedule.
    associatedtype Entries: Sequence where Self.Entries.Element == Date
    /// Provides a sequence of dates starting around a given date.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Self.Entries
}

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// A mode that produces schedule updates at the schedule's natural cadence.
    case normal
    /// A mode that produces schedule updates at a reduced rate.
    case lowFrequency
}

/// A schedule for updating a timeline view at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Creates the schedule.
    public init() {}
    /// The start of the minute holding `startDate`, then every minute after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> EveryMinuteTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return Entries(
            minutes: PeriodicTimelineSchedule.Entries(
                first: Date(timeIntervalSinceReferenceDate: minute), interval: 60))
    }

    /// The sequence of dates within an every minute schedule: the start of each minute.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var minutes: PeriodicTimelineSchedule.Entries
        /// The start of the next minute.
        public mutating func next() -> Date? { minutes.next() }
    }
}

/// A schedule for updating a timeline view at regular intervals.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    /// Creates a periodic update schedule.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }

    /// The entries of a periodic schedule: a first date, then one every interval.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        init(first: Date, interval: TimeInterval) {
            upcoming = first
            self.interval = interval
        }

        /// The next date of the schedule.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }

    /// The latest scheduled date at or before `startDate` (or the schedule's start, if later),
    /// then one every interval.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, startDate > start else { return Entries(first: start, interval: max(interval, 0)) }
        let steps = (startDate.timeIntervalSince(start) / interval).rounded(.down)
        return Entries(first: start.addingTimeInterval(steps * interval), interval: interval)
    }
}

/// A schedule for updating a timeline view at explicit points in time.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    /// Creates a schedule composed of an explicit sequence of dates.
    public init(_ dates: Entries) { self.dates = dates }
    /// The schedule's dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided
/// interval.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool
    /// Create a pausable schedule of dates updating at a frequency no more quickly than the
    /// provided interval.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    /// `startDate`, then one date every interval (a sixtieth of a second by default).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule.Entries(first: startDate, interval: minimumInterval ?? 1.0 / 60)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pausable schedule of dates updating at a frequency no more quickly than the provided
    /// interval.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// A pausable schedule of dates updating at a frequency no more quickly than the provided
    /// interval.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
