import Foundation

/// Signal numbers as people read them: `SIGSEGV (segmentation fault)`.
package enum SignalName {
    static let names: [Int32: (String, String)] = [
        SIGHUP: ("SIGHUP", "hangup"), SIGINT: ("SIGINT", "interrupt"), SIGQUIT: ("SIGQUIT", "quit"),
        SIGILL: ("SIGILL", "illegal instruction: a Swift runtime trap"),
        SIGTRAP: ("SIGTRAP", "trace trap: a Swift runtime trap"),
        SIGABRT: ("SIGABRT", "aborted"), SIGBUS: ("SIGBUS", "bus error"),
        SIGFPE: ("SIGFPE", "arithmetic error"), SIGKILL: ("SIGKILL", "killed"),
        SIGSEGV: ("SIGSEGV", "segmentation fault"), SIGPIPE: ("SIGPIPE", "broken pipe"),
        SIGALRM: ("SIGALRM", "alarm"), SIGTERM: ("SIGTERM", "terminated"),
        SIGUSR1: ("SIGUSR1", "user signal 1"), SIGUSR2: ("SIGUSR2", "user signal 2"),
        SIGXCPU: ("SIGXCPU", "CPU time limit"), SIGXFSZ: ("SIGXFSZ", "file size limit"),
        SIGSYS: ("SIGSYS", "bad system call"),
    ]

    /// `SIGSEGV (segmentation fault)`, or `signal 42` for a number without a name here.
    package static func describe(_ signal: Int32) -> String {
        guard let (name, meaning) = names[signal] else { return "signal \(signal)" }
        return "\(name) (\(meaning))"
    }

    /// `SIGSEGV`, or `signal 42`.
    package static func name(_ signal: Int32) -> String { names[signal]?.0 ?? "signal \(signal)" }
}
