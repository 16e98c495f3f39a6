import Foundation
import GalleyPlatform
import Testing

@Suite struct DescriptorsTests {
    @Test func pipesAndSocketsCloseOnExec() throws {
        let pipe = try #require(Descriptors.closeOnExecPipe())
        let pair = try #require(Descriptors.closeOnExecSocketPair())
        let socket = Descriptors.closeOnExecStreamSocket(domain: AF_INET)
        #expect(socket >= 0)
        for fd in [pipe.read, pipe.write, pair.0, pair.1, socket] {
            #expect(fcntl(fd, F_GETFD) & FD_CLOEXEC != 0)
            close(fd)
        }
    }

    @Test func sendingToAClosedPeerFailsWithoutASignal() throws {
        let pair = try #require(Descriptors.closeOnExecSocketPair())
        close(pair.1)
        let bytes: [UInt8] = [1, 2, 3]
        // Without MSG_NOSIGNAL (or SO_NOSIGPIPE) this would kill the test process with SIGPIPE.
        let sent = bytes.withUnsafeBytes { Descriptors.sendWithoutSignal(pair.0, $0.baseAddress!, $0.count) }
        #expect(sent == -1 && errno == EPIPE)
        close(pair.0)
    }
}
