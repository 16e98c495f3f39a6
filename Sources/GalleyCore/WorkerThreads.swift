/// Work each thread does once before it takes part in a build: set by the `galley` executable
/// (huge pages for the thread's heap, `CHeap`), nothing in tests and other hosts.
package enum WorkerThreads {
    /// Called at the start of each piece of parallel work; it must be cheap after the first call
    /// on a thread. Set once, before any build starts.
    nonisolated(unsafe) package static var preparation: (@convention(c) () -> Void)?

    /// Runs the preparation, if any, on the calling thread.
    @inline(__always)
    package static func prepare() { preparation?() }
}
