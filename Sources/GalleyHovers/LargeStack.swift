import Foundation

/// Runs work on a thread of its own with a large stack, and waits for it.
///
/// A synchronous request may do its work (a type-check, which recurses deeply on SwiftUI's
/// result builders) on the thread that sends it; the compiler is built to run on a main
/// thread's stack, which the threads of Swift's concurrency pool do not have.
enum LargeStack {
    /// The stack of a main thread on Linux, which the compiler is built to run in.
    static let size = 8 << 20

    static func run<T: Sendable, E: Error>(_ body: @escaping @Sendable () throws(E) -> T) throws(E) -> T {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<T, E>?
        let thread = Thread {
            result = Result(catching: body)
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return try result!.get()
    }
}
