import Foundation

/// A scheduler's action, carried to the queue or run loop that runs it.
///
/// Scheduler actions are plain closures, as in Combine, while Dispatch and `RunLoop` ask
/// for `Sendable` ones; the action runs on the thread the scheduler stands for, which is
/// the caller's promise in Combine too.
struct ScheduledAction: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// Cancels a repeating timer or a dispatch source when cancelled.
final class ScheduledCancellable: Cancellable, @unchecked Sendable {
    private let onCancel: () -> Void
    init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    func cancel() { onCancel() }
}
