/// The names of the modules Galley compiles units into, as a program's output shows them.
///
/// A unit alone is module `Snippet`; merged into a runner it is `GalleyRunBatch<n>` or
/// `GalleyUnit_<name>`, chosen by how the session batched it. The runtime spells the module in
/// every qualified type name (`dump`, `String(reflecting:)`, a `try!` error's description), so
/// such output would change with batching; each of those names is given back as `Snippet.`,
/// as the unit alone prints it. A unit whose declarations were given file scope (``FileScope``)
/// prints its types as private ones, with the context the runtime gives them
/// (`GalleyRunBatch1.(unknown context at $5618…).Counter`): that context goes too. Such a unit
/// declares nothing `private` itself, so the context can only be the one file scope added. A location (`GalleyRunBatch1/u….swift:5:`) is left to
/// ``RunFailureText``, which maps it to the block's line.
enum ModuleNames {
    /// `text` with each merged module's qualified names spelled as in the unit alone.
    static func asAlone(_ text: String, fileScoped: Bool = false) -> String {
        guard text.contains("GalleyRunBatch") || text.contains("GalleyUnit_") else { return text }
        if fileScoped {
            return text.replacing(
                /(?:GalleyRunBatch[0-9]+|GalleyUnit_u[0-9a-f]+)\.(?:\(unknown context at \$[0-9a-f]+\)\.)?(?=[A-Za-z_])/,
                with: "Snippet.")
        }
        return text.replacing(/(?:GalleyRunBatch[0-9]+|GalleyUnit_u[0-9a-f]+)\.(?=[A-Za-z_])/, with: "Snippet.")
    }
}
