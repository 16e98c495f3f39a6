/// A type that represents the structure and behavior of an app.
///
/// Mark your app with `@main`: its `main()` runs it through `GalleyRuntime.run(app:)`,
/// which evaluates the first window group's content as the key window and then the
/// app's commands.
@MainActor @preconcurrency public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene
    /// The content and behavior of the app.
    @SceneBuilder var body: Body { get }
    /// Creates an instance of the app using the body that you define for its content.
    init()
}

extension App {
    /// Initializes and runs the app.
    public static func main() {
        GalleyRuntime.run(app: Self())
    }
}
