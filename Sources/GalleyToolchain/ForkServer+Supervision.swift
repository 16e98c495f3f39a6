import Foundation

extension ForkServer {
    /// Reads a run's output until the server reports its end, and enforces its limits: past
    /// the timeout, the output cap or the disk cap, galley asks the server to kill the run.
    /// `nil` when the server failed (it ended, or could not start the run).
    func supervise(
        _ streams: inout RunStreams, limits: SandboxLimits, work: URL, writer: Int32, start: UInt64
    ) -> SpawnedProcess.Ending? {
        // The server says "started" once the child is forked; until then the run is not
        // charged for the wait, within a bound that a server which never answers still hits.
        var deadline = start + limits.timeoutNanoseconds + Self.startAllowance
        var startedAt = start
        var measuredAt = start
        var status: Int32?
        var exitedAt: UInt64 = 0
        var timedOut = false
        var exceeded = false
        var diskFull = false
        var killAsked = false
        let reply = process.readers[0]
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            var stop = false
            if status == nil {
                if now > deadline, !timedOut {
                    timedOut = true
                    stop = true
                } else if !diskFull, !timedOut, now > measuredAt + 250_000_000 {
                    measuredAt = now
                    if FolderUsage.exceeds(work, limit: limits.diskLimit) {
                        diskFull = true
                        stop = true
                    }
                }
            } else {
                // The run has ended: a stream without writers is done; one a leftover process
                // (being killed) still holds is given two seconds, as for any run.
                if streams.closeUnwritten(limit: limits.outputLimit) { exceeded = true }
                if !streams.anyOpen || now > exitedAt + 2_000_000_000 { break }
            }
            var fds = streams.pollDescriptors
            if status == nil { fds.append(pollfd(fd: reply, events: Int16(POLLIN), revents: 0)) }
            if poll(&fds, nfds_t(fds.count), status == nil ? 50 : 10) < 0, errno != EINTR { return nil }
            for entry in fds where entry.revents != 0 {
                if entry.fd == reply {
                    guard replies.read(from: reply) else { return nil }
                    while let line = replies.next() {
                        if line == "started" {
                            startedAt = DispatchTime.now().uptimeNanoseconds
                            deadline = startedAt + limits.timeoutNanoseconds
                            continue
                        }
                        let words = line.split(separator: " ")
                        guard words.count >= 2, words[0] == "exit", let code = Int32(words[1]) else { return nil }
                        status = code
                        exitedAt = DispatchTime.now().uptimeNanoseconds
                    }
                } else if streams.read(entry.fd, limit: limits.outputLimit), !exceeded {
                    exceeded = true
                    stop = true
                }
            }
            if stop, status == nil, !killAsked {
                killAsked = true
                guard write("kill\n", to: writer) else { return nil }
            }
        }
        streams.close()
        let code = status ?? 0
        let termination: SandboxOutcome.Termination =
            code & 0x7f == 0 ? .exited((code >> 8) & 0xff) : .signalled(code & 0x7f)
        return SpawnedProcess.Ending(
            termination: termination, stdout: String(decoding: streams.captured[0], as: UTF8.self),
            stderr: String(decoding: streams.captured[1], as: UTF8.self), timedOut: timedOut,
            outputLimitExceeded: exceeded, diskLimitExceeded: diskFull && !timedOut && !exceeded,
            leftoverProcesses: false,
            duration: Double(DispatchTime.now().uptimeNanoseconds - startedAt) / 1e9)
    }

    /// How long galley waits for a server to start a run before charging the wait to the run.
    static let startAllowance: UInt64 = 10_000_000_000
}
