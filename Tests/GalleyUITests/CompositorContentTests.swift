import Testing

@testable import GalleyUI

/// Content that stands for itself: Compositor Services' `CompositorLayer` is absent on Linux,
/// so the tests need some compositor content to put the modifiers on.
private struct Layer: CompositorContent {
    var body: Layer { self }
}

@MainActor @Suite struct CompositorContentTests {
    @Test func lifecycleModifiersAreRecordedAndTheirActionsNeverRun() throws {
        var ran: [String] = []
        let appeared = Layer().onAppear { ran.append("appear") }
        let changed = Layer().onChange(of: 1, initial: true) { ran.append("change") }
        let recorded = try #require(appeared as? LifecycleCompositorContent<Layer>)
        #expect(recorded.modifier == ".onAppear")
        #expect((changed as? LifecycleCompositorContent<Layer>)?.modifier == ".onChange")
        _ = recorded.body
        #expect(ran.isEmpty)
    }
}
