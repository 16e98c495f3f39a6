import GalleyToolchain

/// The hostile-snippet catalogue: every escape found in review, and the classic attacks.
extension HostileCase {
    static let all: [HostileCase] = [
        HostileCase(
            name: "writes a file into /tmp", escapesWithoutIsolation: true,
            code: """
                import Foundation
                do {
                    try "x".write(toFile: "/tmp/galley-pwn-TOKEN", atomically: false, encoding: .utf8)
                    print("ESCAPED")
                } catch { print("blocked") }
                """, verdict: .contained(printing: "blocked")),
        HostileCase(
            name: "deletes from the real home directory found in the password database", escapesWithoutIsolation: true,
            code: """
                import Foundation
                #if canImport(Glibc)
                import Glibc
                #endif
                var deleted = false
                if let entry = getpwuid(geteuid()) {
                    let home = String(cString: entry.pointee.pw_dir)
                    deleted = (try? FileManager.default.removeItem(atPath: home + "/HOMENAME")) != nil
                }
                let foundation = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("HOMENAME")
                deleted = deleted || (try? FileManager.default.removeItem(at: foundation)) != nil
                deleted = deleted || (try? FileManager.default.removeItem(atPath: "HOMEFILE")) != nil
                print(deleted ? "ESCAPED" : "blocked")
                """, verdict: .contained(printing: "blocked")),
        HostileCase(
            name: "reads galley's environment and writes into its cwd through /proc", escapesWithoutIsolation: true,
            code: """
                import Foundation
                var found = false
                let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { Int($0) != nil }
                for pid in pids + ["\\(getppid())"] {
                    if let env = FileManager.default.contents(atPath: "/proc/\\(pid)/environ"),
                        String(decoding: env, as: UTF8.self).contains("SECRET") { found = true }
                }
                // Only the parent's folder: without isolation this reaches galley's (checked from
                // outside, and removed by the test); other processes' folders are not touched.
                try? "x".write(toFile: "/proc/\\(getppid())/cwd/galley-planted-TOKEN", atomically: false, encoding: .utf8)
                print(found ? "ESCAPED" : "blocked")
                """, verdict: .contained(printing: "blocked")),
        HostileCase(
            name: "edits the project and plants a cache entry by absolute path", escapesWithoutIsolation: true,
            code: """
                import Foundation
                var wrote = false
                for path in ["SITE/Content/en/a.md", "SITE/.cache/units/planted-TOKEN.json", "SITE/planted-TOKEN"] {
                    if (try? "x".write(toFile: path, atomically: false, encoding: .utf8)) != nil { wrote = true }
                }
                print(wrote ? "ESCAPED" : "blocked")
                """, verdict: .contained(printing: "blocked")),
        HostileCase(
            name: "opens a socket to a server on the host", escapesWithoutIsolation: true,
            code: """
                #if canImport(Glibc)
                import Glibc
                #endif
                let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                var address = sockaddr_in()
                address.sin_family = sa_family_t(AF_INET)
                address.sin_port = in_port_t(PORT).bigEndian
                address.sin_addr.s_addr = inet_addr("127.0.0.1")
                let result = withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                    }
                }
                print(result == 0 ? "ESCAPED" : "blocked")
                """, verdict: .contained(printing: "blocked")),
        HostileCase(
            name: "takes over a listening socket left open by the host",
            code: """
                #if canImport(Glibc)
                import Glibc
                #endif
                // The test's server socket on PORT, opened without close-on-exec, stands for one
                // that `galley serve` once left to its children: one that inherits it can accept
                // the readers' connections. (With limits only it escaped too, before the spawner
                // closed every descriptor above standard error; InheritedDescriptorTests.)
                var found: [Int32] = []
                for fd in Int32(3)..<1024 {
                    var listening: Int32 = 0
                    var length = socklen_t(MemoryLayout<Int32>.size)
                    if getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &listening, &length) == 0, listening == 1 {
                        found.append(fd)
                    }
                }
                print(found.isEmpty ? "blocked" : "ESCAPED")
                """, verdict: .contained(printing: "blocked")),
        HostileCase(
            name: "starts a Process() child that outlives the run", escapesWithoutIsolation: true,
            escapeShowsAsSurvivor: true,
            code: """
                import Foundation
                // Foundation's Process.run on Linux now and then fails with EBADF on a busy
                // machine (a race inside Foundation); a few tries make the escape attempt certain.
                var started = false
                for _ in 0..<5 where !started {
                    let child = Process()
                    child.executableURL = URL(fileURLWithPath: "/bin/sh")
                    child.arguments = ["-c", "sleep 60; : galley-survivor-TOKEN"]
                    started = (try? child.run()) != nil
                }
                print(started ? "started" : "could not start")
                """, verdict: .contained(printing: "started")),
        HostileCase(
            name: "overwrites the shared runner through ../../galley-runner", escapesWithoutIsolation: true,
            code: """
                import Foundation
                var wrote = false
                for path in ["../../galley-runner", "../galley-runner", CommandLine.arguments[0]] {
                    if (try? "x".write(toFile: path, atomically: false, encoding: .utf8)) != nil { wrote = true }
                }
                print(wrote ? "ESCAPED" : "blocked")
                """, verdict: .contained(printing: "blocked")),
        HostileCase(
            name: "fork bomb",
            code: """
                #if canImport(Glibc)
                import Glibc
                #endif
                var children = 0
                while children < 2000 {
                    let pid = fork()
                    if pid == 0 {
                        let words: [String] = ["/bin/sh", "-c", "sleep 60; : galley-survivor-TOKEN"]
                        var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
                        execv("/bin/sh", &argv)
                        _exit(1)
                    }
                    if pid < 0 { break }
                    children += 1
                }
                print(children < 2000 ? "fork refused: process limit" : "ESCAPED")
                """, verdict: .contained(printing: "fork refused: process limit")),
        HostileCase(
            name: "fills the disk with many files under the size limit",
            code: """
                import Foundation
                let chunk = Data(count: 1 << 20)
                var index = 0
                while FileManager.default.createFile(atPath: "fill-\\(index)", contents: chunk) { index += 1 }
                print("ESCAPED")
                """, verdict: .fails(mentioning: "wrote more than 32 MiB into its folder (the disk limit)"),
            timeout: 30, limits: SandboxLimits(diskLimit: 32 << 20)),
        HostileCase(
            name: "allocates 1 GB",
            code: """
                let bytes = [UInt8](repeating: 1, count: 1 << 30)
                print("ESCAPED", bytes.count)
                """, verdict: .fails(mentioning: "its memory limit of 1 GiB")),
        HostileCase(
            name: "reads /etc/shadow",
            code: """
                import Foundation
                print(FileManager.default.contents(atPath: "/etc/shadow") == nil ? "blocked" : "ESCAPED")
                """, verdict: .contained(printing: "blocked")),
        HostileCase(
            name: "writes into the toolchain",
            code: """
                import Foundation
                var wrote = false
                for folder in ["TOOLCHAIN", "TOOLCHAIN/swift/linux", "/usr/lib", "/usr/bin"] {
                    if (try? "x".write(toFile: folder + "/galley-pwn-TOKEN", atomically: false, encoding: .utf8)) != nil {
                        wrote = true
                    }
                }
                print(wrote ? "ESCAPED" : "blocked")
                """, verdict: .contained(printing: "blocked")),
        HostileCase(
            name: "kill(-1, SIGKILL)",
            code: """
                #if canImport(Glibc)
                import Glibc
                #endif
                kill(-1, SIGKILL)
                print("still here")
                """, verdict: .contained(printing: "still here")),
        HostileCase(
            name: "busy loop that ignores SIGTERM",
            code: """
                #if canImport(Glibc)
                import Glibc
                #endif
                signal(SIGTERM, SIG_IGN)
                var spins = 0
                while true { spins &+= 1 }
                """, verdict: .fails(mentioning: "timed out after 2 s; its process group was killed"), timeout: 2),
    ]
}
