import GalleyCore

/// `galley build` below the command line: verify the snippets and write the site.
///
/// The command parses arguments into ``BuildOptions`` and prints the result; the action builds.
/// A failed build leaves the previous output untouched (``SiteBuilder`` swaps it atomically).
package struct BuildAction: Sendable {
    package var options: BuildOptions

    package init(options: BuildOptions) {
        self.options = options
    }

    /// Builds the site; the result carries every diagnostic, never throws.
    package func build(progress: (@Sendable (String) -> Void)? = nil) async -> BuildResult {
        await SiteBuilder(options: options, progress: progress).build()
    }
}
