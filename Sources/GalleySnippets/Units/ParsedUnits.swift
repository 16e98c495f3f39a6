import GalleySwiftFacts
import Synchronization

/// Units parsed ahead of planning, while the sandbox is probed, so a session's plan starts
/// from their trees; a unit not parsed here is parsed when the plan needs it.
final class ParsedUnits: Sendable {
    private let parsed = Mutex<[String: ParsedUnit]>([:])
    /// How many units ``parse(_:)`` has asked the parser for, in all.
    let asked = Atomic<Int>(0)

    init() {}

    /// Parses `units` in the parser's helpers, a share each in one exchange, not one exchange
    /// per unit (the synthetic corpus's probe-and-parse stage: 0.13 -> 0.11 s); a unit whose
    /// share went unanswered is asked alone, so a file that stops a helper costs only its own
    /// facts, and only a unit that gets no answer alone either makes the session warn.
    func parse(_ units: [CompilationUnit]) {
        asked.add(units.count, ordering: .relaxed)
        let plain = units.map { ParsedUnit.plainSource(of: $0) }
        let facts = SwiftFacts.units(plain.map(\.text))
        let made = units.indices.map { index in
            ParsedUnit(units[index], plain: plain[index], syntax: facts[index])
        }
        parsed.withLock { table in
            for (unit, tree) in zip(units, made) { table[unit.id] = tree }
        }
    }

    /// The units of `units` not parsed here yet (as they are now).
    func unparsed(_ units: [CompilationUnit]) -> [CompilationUnit] {
        parsed.withLock { table in units.filter { table[$0.id]?.unit != $0 } }
    }

    /// The unit's parse: the one made ahead when it is of this very unit, else a new one.
    func parse(of unit: CompilationUnit) -> ParsedUnit {
        if let known = parsed.withLock({ $0[unit.id] }), known.unit == unit { return known }
        return ParsedUnit(unit)
    }
}
