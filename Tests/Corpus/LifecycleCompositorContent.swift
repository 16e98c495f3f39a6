import SwiftUI

// Compositor content comes from Compositor Services (`CompositorLayer`), which this file does
// not import; what it uses is SwiftUI's own: the protocol and its lifecycle modifiers.

@Observable final class RenderSession {
    var frameRate = 90
    var appearances = 0
}

extension CompositorContent {
    func tracked(by session: RenderSession) -> some CompositorContent {
        self
            .onAppear { session.appearances += 1 }
            .onChange(of: session.frameRate, initial: true) {
                print("render at \(session.frameRate) fps")
            }
    }

    func logged(_ message: String) -> some CompositorContent {
        onAppear { print(message) }
    }
}

struct TrackedContent<Content: CompositorContent>: CompositorContent {
    let session: RenderSession
    let content: Content

    var body: some CompositorContent {
        content.tracked(by: session).logged("space opened")
    }
}
