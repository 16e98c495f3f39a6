import GalleyCore
import GalleySite

/// `galley serve` below the command line: build once, serve on loopback, rebuild on every edit.
///
/// The command parses arguments and prints; the action owns the ``PreviewSession`` and reports
/// each build through the callbacks, so every line the user sees is written by the command.
package struct ServeAction: Sendable {
    package var options: BuildOptions
    /// Port on 127.0.0.1; 0 lets the kernel choose.
    package var port: UInt16

    package init(options: BuildOptions, port: UInt16) {
        self.options = options
        self.port = port
    }

    /// Binds the port (throws when it cannot), builds, starts serving and rebuilds after every
    /// change until the task is cancelled; then stops the server.
    /// - Parameters:
    ///   - onFirstBuild: the first build's result, before the server accepts connections.
    ///   - onServing: the address being served, once the server runs.
    ///   - onRebuild: the changed paths and the rebuild's result, after every edit.
    package func run(
        onFirstBuild: @Sendable (BuildResult) -> Void,
        onServing: @Sendable (String) -> Void,
        onRebuild: @escaping @Sendable ([String], BuildResult) -> Void
    ) async throws(DiagnosticError) {
        let session = try PreviewSession(options: options, port: port)
        onFirstBuild(await session.rebuild())
        session.start()
        onServing(session.url)
        await session.watch(onRebuild: onRebuild)
        session.stop()
    }
}
