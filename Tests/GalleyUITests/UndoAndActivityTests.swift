import Foundation
import Testing

@testable import GalleyUI

/// A value whose changes register their own undo, the way app models use an undo manager.
@MainActor private final class Counter {
    var value = 0
    let manager: UndoManager
    init(manager: UndoManager) { self.manager = manager }

    func set(_ newValue: Int, named name: String = "") {
        let old = value
        value = newValue
        manager.registerUndo(withTarget: self) { $0.set(old, named: name) }
        if !name.isEmpty { manager.setActionName(name) }
    }
}

private struct UndoReader: View {
    @Environment(\.undoManager) var undoManager
    let counter: Counter
    var body: some View {
        Text(undoManager?.canUndo == true ? "can undo \(undoManager!.undoActionName)" : "nothing to undo")
            .onAppear { counter.set(5, named: "Five") }
    }
}

private struct ActivityView: View {
    let log: ActivityLog
    var body: some View {
        Text("activity")
            .onContinueUserActivity("org.example.reading") { _ in log.lines.append("continued") }
            .userActivity("org.example.reading", element: "chapter 2") { _, _ in log.lines.append("updated") }
            .userActivity("org.example.browsing") { _ in log.lines.append("updated") }
            .onAppear { log.lines.append("appeared") }
    }
}

private final class ActivityLog {
    var lines: [String] = []
}

/// Foundation's `UndoManager` and `NSUserActivity`, which Foundation on Linux lacks, as GalleyUI
/// declares them, and the environment values and modifiers that hand them to views.
@MainActor @Suite struct UndoAndActivityTests {
    @Test func undoRevertsAndRedoRepeatsWhatTheOperationsRegister() {
        let manager = UndoManager()
        let counter = Counter(manager: manager)
        counter.set(1, named: "One")
        counter.set(2, named: "Two")
        #expect(manager.canUndo && !manager.canRedo)
        #expect(manager.undoMenuItemTitle == "Undo Two")
        manager.undo()
        #expect(counter.value == 1)
        #expect(manager.canRedo && manager.redoActionName == "Two")
        #expect(manager.undoActionName == "One", "a name given while undoing is the redo's, not the next undo's")
        manager.undo()
        #expect(counter.value == 0 && !manager.canUndo)
        manager.redo()
        #expect(counter.value == 1)
        manager.redo()
        #expect(counter.value == 2 && !manager.canRedo)
        manager.undo()
        counter.set(7)
        #expect(!manager.canRedo, "a new change forgets what could be redone")
        manager.undo()
        #expect(counter.value == 1)
    }

    @Test func aGroupIsUndoneAtOnceAndRegistrationCanBeSuspended() {
        let manager = UndoManager()
        let counter = Counter(manager: manager)
        manager.beginUndoGrouping()
        counter.set(1)
        counter.set(2)
        manager.endUndoGrouping()
        manager.setActionName("Both")
        #expect(manager.undoActionName == "Both")
        manager.disableUndoRegistration()
        counter.set(3)
        manager.enableUndoRegistration()
        manager.undo()
        #expect(counter.value == 0, "the group reverts in reverse order, to before its first change")
        #expect(!manager.canUndo)
        manager.levelsOfUndo = 2
        for value in 1...4 { counter.set(value) }
        manager.undo()
        manager.undo()
        manager.undo()
        #expect(counter.value == 2, "only the last two changes are kept")
    }

    @Test func everyViewReadsTheWindowsOneUndoManager() {
        let counter = Counter(manager: EnvironmentValues().undoManager!)
        #expect(EnvironmentValues().undoManager === EnvironmentValues().undoManager)
        counter.manager.removeAllActions()
        _ = GalleyRuntime.outline(UndoReader(counter: counter))
        let outline = GalleyRuntime.outline(UndoReader(counter: counter))
        #expect(outline.contains("Text \"can undo Five\""), "\(outline)")
        counter.manager.removeAllActions()
    }

    @Test func userActivitiesAreHeldButNeverContinued() async {
        let activity = NSUserActivity(activityType: "org.example.reading")
        activity.title = "Chapter 2"
        activity.userInfo = ["chapter": 2]
        activity.addUserInfoEntries(from: ["page": 14])
        #expect(activity.activityType == "org.example.reading")
        #expect(activity.userInfo?["page"] as? Int == 14 && activity.userInfo?["chapter"] as? Int == 2)
        let log = ActivityLog()
        _ = GalleyRuntime.outline(ActivityView(log: log))
        #expect(log.lines == ["appeared"], "no activity reaches the view and none is advertised")
        #expect(await EnvironmentValues().openImmersiveSpace(id: "space") == .error)
    }
}
