public import GalleyUI

extension EnvironmentValues {
    /// The context that `@Query` and other model operations in this environment use.
    ///
    /// `modelContainer(_:)`, `modelContainer(for:…)` and `modelContext(_:)` set it. Without one,
    /// it is a context of an in-memory container with no schema, as in SwiftUI: its fetches
    /// return nothing, and inserting a model into it stops the run with a message that names the
    /// missing `modelContainer`.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext { ModelContext(.schemaless) }
}

/// Creates a view's or scene's container once, on first use, and reports it to `onSetup`.
final class ContainerHolder {
    private var made: ModelContainer?

    @MainActor func container(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool, isAutosaveEnabled: Bool, isUndoEnabled: Bool,
        onSetup: (Result<ModelContainer, any Error>) -> Void
    ) -> ModelContainer {
        if let made { return made }
        let container: ModelContainer
        do {
            container = try ModelContainer(
                for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
        } catch {
            onSetup(.failure(error))
            container = .schemaless
        }
        container.mainContext.autosaveEnabled = isAutosaveEnabled
        if isUndoEnabled { container.mainContext.undoManager = UndoManager() }
        made = container
        onSetup(.success(container))
        return container
    }
}

/// The modifier behind `View.modelContainer(for:…)`: the view's container, made once and kept
/// in the view's state across evaluations.
struct ModelContainerModifier: ViewModifier {
    let modelTypes: [any PersistentModel.Type]
    let inMemory: Bool
    let isAutosaveEnabled: Bool
    let isUndoEnabled: Bool
    let onSetup: (Result<ModelContainer, any Error>) -> Void
    @State private var holder = ContainerHolder()

    func body(content: Content) -> some View {
        let container = holder.container(
            for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
            onSetup: onSetup)
        content.environment(\.modelContext, container.mainContext)
    }
}

extension View {
    /// Places `container`'s main context in this view's environment.
    @MainActor @preconcurrency public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Places the main context of a container for `modelType` in this view's environment. The
    /// container is made once per view, in memory whatever `inMemory` says; `onSetup` hears of it.
    @MainActor @preconcurrency public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
            onSetup: onSetup)
    }

    /// Places the main context of a container for `modelTypes` in this view's environment. The
    /// container is made once per view, in memory whatever `inMemory` says; `onSetup` hears of it.
    @MainActor @preconcurrency public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modifier(
            ModelContainerModifier(
                modelTypes: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                isUndoEnabled: isUndoEnabled, onSetup: onSetup))
    }

    /// Places `modelContext` in this view's environment.
    @MainActor @preconcurrency public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

extension Scene {
    /// Places `container`'s main context in this scene's environment.
    @MainActor @preconcurrency public func modelContainer(_ container: ModelContainer) -> some Scene {
        environment(\.modelContext, container.mainContext)
    }

    /// Places the main context of a container for `modelType` in this scene's environment. The
    /// container is made when the app's `body` is evaluated, in memory whatever `inMemory` says.
    @MainActor @preconcurrency public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
            onSetup: onSetup)
    }

    /// Places the main context of a container for `modelTypes` in this scene's environment. The
    /// container is made when the app's `body` is evaluated, in memory whatever `inMemory` says.
    @MainActor @preconcurrency public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        let container = ContainerHolder().container(
            for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
            onSetup: onSetup)
        return environment(\.modelContext, container.mainContext)
    }

    /// Places `modelContext` in this scene's environment.
    @MainActor @preconcurrency public func modelContext(_ modelContext: ModelContext) -> some Scene {
        environment(\.modelContext, modelContext)
    }
}
