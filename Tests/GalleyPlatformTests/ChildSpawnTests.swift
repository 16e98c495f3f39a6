import Foundation
import Testing

@testable import GalleyPlatform

/// A child gets its three standard streams and none of this process's other descriptors, by
/// either strategy: closed as it starts (Linux) or marked close-on-exec first (portable).
@Suite struct ChildSpawnTests {
    static var strategies: [ChildSpawn.Closing] {
        PlatformPath.current == .linux ? [.closeFrom, .markAll] : [.markAll]
    }

    /// One case at a time: the portable case marks every descriptor of the process, which would
    /// make the other case's pass prove nothing.
    @Test(.serialized, arguments: strategies) func aChildInheritsNoDescriptorAboveStandardError(
        closing: ChildSpawn.Closing
    ) throws {
        // A descriptor without close-on-exec, at a number of its own above any the shell uses
        // (the lowest free one from 500 on, apart from other suites' descriptors).
        let opened = open("/dev/null", O_RDONLY)
        #expect(opened >= 0)
        let leaked = fcntl(opened, F_DUPFD, 500)
        close(opened)
        #expect(leaked >= 500)  // F_DUPFD leaves close-on-exec unset
        defer { close(leaked) }
        let script = "if [ -e /dev/fd/\(leaked) ]; then echo inherited; else echo closed; fi"
        let result = try run(["/bin/sh", "-c", script], closing: closing)
        #expect(result.output == "closed\n")
        #expect(result.status == 0)
        // The parent's own descriptor is still open (the portable path only marked it).
        #expect(fcntl(leaked, F_GETFD) >= 0)
    }

    /// A descriptor handed over at a fixed number reaches the child there (as Chromium's
    /// DevTools pipe is read and written on 3 and 4), and the others are still kept from it.
    @Test(.serialized, arguments: strategies) func anInheritedDescriptorIsTheOnlyOneAboveStandardError(
        closing: ChildSpawn.Closing
    ) throws {
        let channel = try #require(Descriptors.closeOnExecPipe())
        let opened = open("/dev/null", O_RDONLY)
        let leaked = fcntl(opened, F_DUPFD, 500)
        close(opened)
        #expect(leaked >= 500)
        defer { close(leaked) }
        let script = "echo through-three >&3; if [ -e /dev/fd/\(leaked) ]; then echo inherited; else echo closed; fi"
        let result = try run(
            ["/bin/sh", "-c", script], inherited: [(channel.write, as: 3)], closing: closing,
            afterSpawn: { close(channel.write) })
        #expect(result.output == "closed\n")
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(channel.read, &buffer, buffer.count)
        close(channel.read)
        #expect(String(decoding: buffer[..<max(count, 0)], as: UTF8.self) == "through-three\n")
    }

    /// Numbers other than 3, 4, … in order, or a descriptor that another one's duplication
    /// would overwrite, are refused before anything is spawned.
    @Test func inheritedNumbersMustFollowStandardError() {
        for inherited in [[(Int32(1), as: Int32(5))], [(1, as: 2)], [(4, as: 3), (9, as: 4)]] {
            let spawned = ChildSpawn.start(
                ["/bin/true"], environment: [], input: .nullDevice, output: .nullDevice, error: .nullDevice,
                inherited: inherited)
            #expect(throws: POSIXError(.EINVAL)) { try spawned.get() }
        }
    }

    @Test func passesTheEnvironmentGivenAndReportsAMissingProgram() throws {
        let result = try run(["/bin/sh", "-c", "echo \"$GREETING\""], environment: ["GREETING=hello"])
        #expect(result.output == "hello\n")
        let missing = ChildSpawn.start(
            ["/nonexistent/program"], environment: [], input: .nullDevice, output: .nullDevice, error: .nullDevice)
        #expect(throws: POSIXError(.ENOENT)) { try missing.get() }
    }

    @Test func aNewProcessGroupIsLedByTheChild() throws {
        let result = try run(["/bin/sh", "-c", "ps -o pgid= -p $$; echo $$"], options: .init(newProcessGroup: true))
        let lines = result.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.count == 2 && lines[0] == lines[1], "\(lines)")
    }

    private func run(
        _ argv: [String], environment: [String] = [], inherited: [(descriptor: Int32, as: Int32)] = [],
        options: ChildSpawn.Options = .init(), closing: ChildSpawn.Closing = .current, afterSpawn: () -> Void = {}
    ) throws -> (output: String, status: Int32) {
        let pipe = try #require(Descriptors.closeOnExecPipe())
        let spawned = ChildSpawn.start(
            argv, environment: environment, input: .nullDevice, output: .descriptor(pipe.write), error: .nullDevice,
            inherited: inherited, options: options, closing: closing)
        close(pipe.write)
        afterSpawn()
        defer { close(pipe.read) }
        let child = try spawned.get()
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipe.read, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            output += buffer[..<count]
        }
        var status: Int32 = 0
        #expect(waitpid(child, &status, 0) == child)
        return (String(decoding: output, as: UTF8.self), (status >> 8) & 0xff)
    }
}
