import Foundation

/// The default label of a timer progress view: the time remaining, shown here as the interval.
nonisolated public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    /// The label's body: a text showing the interval.
    public var body: some View { Text(interval) }
}
