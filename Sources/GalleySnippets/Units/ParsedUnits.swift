import Synchronization

/// Units parsed ahead of planning, while the sandbox is probed, so a session's plan starts
/// from their trees; a unit not parsed here is parsed when the plan needs it.
final class ParsedUnits: Sendable {
    private let parsed = Mutex<[String: ParsedUnit]>([:])

    init() {}

    /// Parses `units` on every core.
    func parse(_ units: [CompilationUnit]) {
        let made = Concurrently.compute(units) { ParsedUnit($0) }
        parsed.withLock { table in
            for (unit, tree) in zip(units, made) { table[unit.id] = tree }
        }
    }

    /// The unit's parse: the one made ahead when it is of this very unit, else a new one.
    func parse(of unit: CompilationUnit) -> ParsedUnit {
        if let known = parsed.withLock({ $0[unit.id] }), known.unit == unit { return known }
        return ParsedUnit(unit)
    }
}
