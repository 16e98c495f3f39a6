/// The names of the modules Galley compiles units into, as a program's output shows them.
///
/// A unit alone is module `Snippet`; merged into a runner it is `GalleyRunBatch<n>` or
/// `GalleyUnit_<name>`, chosen by how the session batched it. The runtime spells the module in
/// every qualified type name (`dump`, `String(reflecting:)`, a `try!` error's description), so
/// such output would change with batching; each of those names is given back as `Snippet.`,
/// as the unit alone prints it. A location (`GalleyRunBatch1/u….swift:5:`) is left to
/// ``RunFailureText``, which maps it to the block's line.
enum ModuleNames {
    /// `text` with each merged module's qualified names spelled as in the unit alone.
    static func asAlone(_ text: String) -> String {
        guard text.contains("GalleyRunBatch") || text.contains("GalleyUnit_") else { return text }
        return text.replacing(/(?:GalleyRunBatch[0-9]+|GalleyUnit_u[0-9a-f]+)\.(?=[A-Za-z_])/, with: "Snippet.")
    }
}
