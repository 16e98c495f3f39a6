import Foundation

/// Foundation's recorder of undo and redo operations, which SwiftUI hands to views as
/// `undoManager`. Foundation on Linux has no `UndoManager`, so GalleyUI declares it with the
/// members app code calls, and models them: operations are recorded on an undo stack, `undo()`
/// runs the latest (anything it registers goes to the redo stack), and `redo()` runs that back.
/// Groups nest; with `groupsByEvent`, as on Apple platforms, a registration outside any explicit
/// group opens one of its own, so each is undone alone here, there being no event loop to close
/// a group at the end of an event.
@MainActor open class UndoManager: NSObject {
    private struct Operation {
        var run: @MainActor () -> Void
    }
    /// Each group is the operations of one undo, run in reverse order of registration.
    private var undoStack: [(name: String, operations: [Operation])] = []
    private var redoStack: [(name: String, operations: [Operation])] = []
    private var openGroup: [Operation]?
    private var openGroupName = ""
    private var nesting = 0
    private var disabled = 0
    private enum Phase { case idle, undoing, redoing }
    private var phase = Phase.idle
    private var collected: [Operation] = []
    /// The name an operation gave while undoing or redoing, for the group it is building.
    private var collectedName: String?

    nonisolated public override init() { super.init() }

    /// Whether registrations open a group of their own when none is open.
    open var groupsByEvent = true

    /// The most operations kept for undo; 0 keeps every one.
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }

    /// Whether an undo is running.
    open var isUndoing: Bool { phase == .undoing }
    /// Whether a redo is running.
    open var isRedoing: Bool { phase == .redoing }
    /// Whether there is something to undo.
    open var canUndo: Bool { !undoStack.isEmpty || !(openGroup?.isEmpty ?? true) }
    /// Whether there is something to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// How deep the explicit groups are nested.
    open var groupingLevel: Int { nesting }
    /// Whether registrations are recorded.
    open var isUndoRegistrationEnabled: Bool { disabled == 0 }

    /// The name of the action the next undo reverts.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the action the next redo repeats.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// The menu title for the next undo: "Undo" and the action's name.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// The menu title for the next redo: "Redo" and the action's name.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// "Undo", followed by `actionName` when it is not empty.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// "Redo", followed by `actionName` when it is not empty.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    /// Records `handler` to be called with `target` when the operation is undone (or, while
    /// undoing, redone).
    @preconcurrency public func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
    ) {
        guard disabled == 0 else { return }
        let operation = Operation { [unowned target] in handler(target) }
        if phase != .idle {
            collected.append(operation)
            return
        }
        if openGroup == nil {
            guard groupsByEvent else { return }
            openGroup = []
            openGroupName = ""
        }
        openGroup?.append(operation)
        if nesting == 0 { closeGroup() }
        redoStack.removeAll()
    }

    /// Names the action of the group being recorded, or of the latest one.
    open func setActionName(_ actionName: String) {
        if phase != .idle {
            collectedName = actionName
        } else if openGroup != nil {
            openGroupName = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Opens a group: what is registered until the matching `endUndoGrouping()` is undone at once.
    open func beginUndoGrouping() {
        if nesting == 0, openGroup == nil {
            openGroup = []
            openGroupName = ""
        }
        nesting += 1
    }

    /// Closes the group `beginUndoGrouping()` opened.
    open func endUndoGrouping() {
        guard nesting > 0 else { return }
        nesting -= 1
        if nesting == 0 { closeGroup() }
    }

    /// Stops recording registrations until `enableUndoRegistration()`.
    open func disableUndoRegistration() { disabled += 1 }

    /// Records registrations again.
    open func enableUndoRegistration() { disabled = max(0, disabled - 1) }

    /// Reverts the latest group; what its operations register can be redone.
    open func undo() {
        if nesting == 0 { closeGroup() }
        guard phase == .idle, let group = undoStack.popLast() else { return }
        let operations = perform(group.operations, as: .undoing)
        redoStack.append((collectedName ?? group.name, operations))
    }

    /// Repeats the latest undone group; what its operations register can be undone again.
    open func redo() {
        guard phase == .idle, let group = redoStack.popLast() else { return }
        let operations = perform(group.operations, as: .redoing)
        undoStack.append((collectedName ?? group.name, operations))
        trim()
    }

    /// Forgets every recorded operation.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroup = nil
        nesting = 0
    }

    private func perform(_ operations: [Operation], as running: Phase) -> [Operation] {
        phase = running
        collected = []
        collectedName = nil
        for operation in operations.reversed() { operation.run() }
        phase = .idle
        defer { collected = [] }
        return collected
    }

    private func closeGroup() {
        if let group = openGroup, !group.isEmpty { undoStack.append((openGroupName, group)) }
        openGroup = nil
        trim()
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}
