import Foundation
import GalleyToolchain

extension LinkTemplate {
    /// The linker's own command behind the driver's `clang` job, as `clang -###` plans it, so a
    /// link starts the linker alone instead of clang's driver and then the linker (about 20 ms
    /// of a cold session's critical path, between the last run batch and the first run).
    ///
    /// `nil` when clang plans anything but one job, or a job that does not name the objects, the
    /// output and the extracted list once each; the caller then keeps the `clang` job.
    static func linkerJob(of clang: [String], list: String) -> [String]? {
        // clang refuses an input that does not exist, so the objects' placeholder is an empty
        // file of that name, and the list a library name no link would otherwise carry.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-link-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil
        else { return nil }
        defer { try? FileManager.default.removeItem(at: folder) }
        let objects = folder.appendingPathComponent(input).path
        guard FileManager.default.createFile(atPath: objects, contents: Data()), let driver = clang.first else {
            return nil
        }
        let libraries = "-l__galley_extracted_list__"
        let arguments =
            clang.dropFirst().map { word in
                word == input ? objects : word == "@" + list ? libraries : word
            } + ["-###"]
        guard let result = try? ProcessResult.run(executable: driver, arguments: arguments), result.status == 0
        else { return nil }
        // `-###` prints its jobs on standard error, each a line of quoted words after a space.
        let jobs = result.stderr.split(separator: "\n").filter { $0.hasPrefix(" \"") }
        guard jobs.count == 1, let words = FrontendTemplate.shellWords(String(jobs[0].dropFirst())) else {
            return nil
        }
        let job = words.map { word in
            word == objects ? input : word == libraries ? "@" + list : word
        }
        guard job.first?.hasPrefix("/") == true, job.count(of: input) == 1, job.count(of: output) == 1,
            job.count(of: "@" + list) == 1, !job.contains(where: { $0.contains(folder.lastPathComponent) })
        else { return nil }
        return job
    }
}
