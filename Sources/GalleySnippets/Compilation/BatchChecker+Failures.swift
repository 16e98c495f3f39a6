import Foundation
import GalleyCore

extension BatchChecker {
    /// `compile-fail` jobs that can share a compiler process: units made of declarations only
    /// (types, extensions, functions, protocols; no variable, statement, `#if`, freestanding
    /// macro or `@main`), whose macro expansions are not shown.
    ///
    /// Such a unit reads the same as a library file as alone (no top-level code or variable,
    /// whose isolation and initialisation differ between the two), and the inventory keeps units
    /// that could see each other apart, so its type-checking errors are its own either way.
    static func failMembers(of jobs: [UnitJob], parsed: ParsedUnits) -> (members: [Member], others: [UnitJob]) {
        sort(jobs) { job in
            guard job.unit.kind == .compileFail, !job.unit.capturesMacroExpansions, !job.unit.declaresMain
            else { return nil }
            let parsed = parsed.parse(of: job.unit)
            guard parsed.declaresOnly else { return nil }
            return Member.batched(job, parsed: parsed)
        }
    }

    /// Checks a batch of `compile-fail` units: a unit with an error in its own file is settled
    /// by the batch, with its own messages; any other goes alone.
    ///
    /// Once a file of a module has a type-checking error, the compiler stops before the SIL
    /// diagnostics of every file, so a unit can only be settled by errors it has itself: alone,
    /// its own type-checking errors would stop it at the same point, with the same messages. A
    /// unit without an error of its own here may fail only in SIL diagnostics (a missing return,
    /// a variable used before it is set) that another unit's error hid, so it is checked alone;
    /// so is every unit when the log holds an error no file explains.
    func settleFailures(_ batch: [Member]) -> Settlement {
        var settlement = Settlement()
        guard batch.count > 1 else {
            settlement.alone = batch.map(\.job)
            return settlement
        }
        let store = batch.contains { $0.job.hovers } ? hovers?.newStore() : nil
        let (files, result, seconds) = compileTogether(batch, dumpMacros: false, index: store)
        settlement.compilations = 1
        let log = result.stderr + result.stdout
        guard result.status != 0, result.transientFailure == nil, Self.everyErrorIsIn(files, log: log) else {
            if let store { try? FileManager.default.removeItem(at: store) }
            settlement.alone = batch.map(\.job)
            return settlement
        }
        // The compiler writes its index past type-checking errors: what it could still resolve.
        let tables = readHovers(store, batch: batch, files: files)
        let share = seconds / Double(batch.count)
        let touched = Self.touchedByOthers(log, files: Set(files.map(\.path)))
        for (index, (member, file)) in zip(batch, files).enumerated() {
            // A message that another file shaped (a note placed in one file for another file's
            // error, a spelling suggestion that may name another unit's declaration) could read
            // otherwise alone: such a unit is checked alone.
            if touched.contains(file.path) {
                settlement.alone.append(member.job)
                continue
            }
            let own = Self.unwrap(CompilerMessage.parse(log, path: file.path).filter { $0.line != nil }, member)
            // Every message must land on one of the unit's own lines, as alone.
            guard own.contains(where: { $0.severity == "error" }), own.allSatisfy({ $0.line != nil }) else {
                settlement.alone.append(member.job)
                continue
            }
            settlement.outcomes[member.job.key] = UnitOutcome(
                strategy: .batched, compiled: false, messages: own,
                compilerLog: own.map {
                    "\(member.job.name).swift:\($0.line ?? 0):\($0.column ?? 0): \($0.severity): \($0.message)"
                }
                .joined(separator: "\n"),
                outputs: nil, runFailure: nil, runError: "", macroExpansions: [], duration: share)
            if member.job.hovers { settlement.outcomes[member.job.key]?.hovers = tables[index] }
        }
        return settlement
    }

    /// Whether every error in `log` is located in one of `files`.
    static func everyErrorIsIn(_ files: [URL], log: String) -> Bool {
        let paths = Set(files.map(\.path))
        return log.split(separator: "\n").allSatisfy { line in
            guard line.contains(": error: ") else { return !line.hasPrefix("error: ") }
            return CompilerMessage.location(of: line, severity: "error").map { paths.contains($0.path) } ?? false
        }
    }

    /// Files of the batch (`files`) whose messages another of them may have shaped: a note in
    /// one that belongs to an error or warning in another (both files; a note in an imported
    /// module's interface is the same alone), and any message suggesting a name ("did you
    /// mean"), whose candidates come from every file of the module.
    static func touchedByOthers(_ log: String, files: Set<String>) -> Set<String> {
        var touched: Set<String> = []
        var primary: String?
        for line in log.split(separator: "\n") {
            // The first severity the line names decides, as the compiler writes one per line.
            guard let severity = ["error", "warning", "note"].first(where: { line.contains(": \($0): ") }),
                let found = CompilerMessage.location(of: line, severity: severity)
            else { continue }
            if severity == "note" {
                if let primary, primary != found.path, files.contains(primary), files.contains(found.path) {
                    touched.formUnion([primary, found.path])
                }
            } else {
                primary = found.path
            }
            if found.message.contains("did you mean"), files.contains(found.path) { touched.insert(found.path) }
        }
        return touched
    }
}
