import Foundation
import GalleyCore
import GalleyToolchain

/// Compiles many `run` units into one object per compiler process, ready for the merged runner.
///
/// The same partition as ``BatchChecker`` keeps units that could see each other apart, and the
/// same file scope (``FileScope``) lets units that repeat names share a batch. Each
/// unit's statements live in its own uniquely named entry function (``EntryWrapper``), which
/// the runner's dispatcher calls, one unit per process, so runs stay as isolated as before. A
/// batch that does not compile is given up whole: its units take the one-object-per-unit path,
/// where every diagnostic comes from the unit's own compilation.
struct RunBatcher: Sendable {
    let compiler: SnippetCompiler
    let scratch: URL
    /// Reads the hovers of the members that want them from the batch's index.
    var hovers: HoverReader? = nil

    /// Run units that can share an object: wrappable, and with no macro expansions to capture.
    static func members(
        of jobs: [UnitJob], parsed: ParsedUnits
    ) -> (members: [BatchChecker.Member], others: [UnitJob]) {
        BatchChecker.sort(jobs) { job in
            guard job.unit.kind == .run, !job.unit.capturesMacroExpansions else { return nil }
            return BatchChecker.Member.batched(job, parsed: parsed.parse(of: job.unit), symbol: "galley_" + job.name)
        }
    }

    /// Compiles one batch; returns its units' merged objects, or, when it fails, the jobs to
    /// build one by one.
    func compile(_ batch: [BatchChecker.Member], index: Int) -> (
        objects: [UnitExecutor.MergedObject], fallback: [UnitJob]
    ) {
        guard batch.count > 1 else { return ([], batch.map(\.job)) }
        let folder = scratch.appendingPathComponent("run-batch-\(index)-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = batch.map { folder.appendingPathComponent($0.job.name + ".swift") }
        for (member, file) in zip(batch, files) { try? ScratchFile.write(member.wrapped.text, to: file) }
        var objects = Array(repeating: folder.appendingPathComponent("batch.o"), count: batch.count)
        let module = "GalleyRunBatch\(index)"
        let languageMode = batch[0].job.unit.languageMode
        let start = Date()
        // Members that want hovers get them from the compilation's index, which a whole-module
        // compilation writes for one file per output: such a batch is compiled to an object per
        // file, all of which the merged runner links.
        let store = batch.contains { $0.job.hovers } ? hovers?.newStore() : nil
        var indexed: ProcessResult?
        if let store {
            let perFile = files.map { $0.deletingPathExtension().appendingPathExtension("o") }
            indexed = compiler.compileBatch(
                files, module: module, outputs: perFile, languageMode: languageMode, index: store)
            if indexed != nil { objects = perFile }
        }
        let result =
            indexed
            ?? compiler.compileBatch(files, module: module, output: objects[0], languageMode: languageMode)
        guard result.status == 0 else {
            if let store { try? FileManager.default.removeItem(at: store) }
            return ([], batch.map(\.job))
        }
        let tables =
            hovers?.hovers(of: batch, files: files, store: indexed != nil ? store : nil, module: module)
            ?? Array(repeating: nil, count: batch.count)
        let share = Date().timeIntervalSince(start) / Double(batch.count)
        return (
            zip(batch, zip(objects, tables)).map { member, compiled in
                UnitExecutor.MergedObject(
                    job: member.job, object: compiled.0, macroExpansions: [], compileSeconds: share,
                    previews: PreviewCollector(source: member.wrapped, fileName: member.job.name + ".swift"),
                    hovers: member.job.hovers ? compiled.1 : nil, fileScoped: member.fileScope != nil)
            }, []
        )
    }
}
