import Foundation
import GalleyCore

/// Compiles many `run` units into one object per compiler process, ready for the merged runner.
///
/// The same partition as ``BatchChecker`` keeps units that could see each other apart. Each
/// unit's statements live in its own uniquely named entry function (``EntryWrapper``), which
/// the runner's dispatcher calls, one unit per process, so runs stay as isolated as before. A
/// batch that does not compile is given up whole: its units take the one-object-per-unit path,
/// where every diagnostic comes from the unit's own compilation.
struct RunBatcher: Sendable {
    let compiler: SnippetCompiler
    let scratch: URL

    /// Run units that can share an object: wrappable, and with no macro expansions to capture.
    static func members(
        of jobs: [UnitJob], parsed: ParsedUnits
    ) -> (members: [BatchChecker.Member], others: [UnitJob]) {
        BatchChecker.sort(jobs) { job in
            guard job.unit.kind == .run, !job.unit.capturesMacroExpansions else { return nil }
            let parsed = parsed.parse(of: job.unit)
            guard let wrapped = EntryWrapper.wrap(parsed, symbol: "galley_" + job.name),
                let inventory = UnitInventory(parsed)
            else { return nil }
            return BatchChecker.Member(job: job, wrapped: wrapped, inventory: inventory)
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
        let object = folder.appendingPathComponent("batch.o")
        let start = Date()
        let result = compiler.compileBatch(
            files, module: "GalleyRunBatch\(index)", output: object, languageMode: batch[0].job.unit.languageMode)
        guard result.status == 0 else { return ([], batch.map(\.job)) }
        let share = Date().timeIntervalSince(start) / Double(batch.count)
        return (
            batch.map {
                UnitExecutor.MergedObject(
                    job: $0.job, object: object, macroExpansions: [], compileSeconds: share,
                    previews: PreviewCollector(source: $0.wrapped, fileName: $0.job.name + ".swift"))
            }, []
        )
    }
}
