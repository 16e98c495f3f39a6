import SwiftUI

struct AvatarPrefetcher {
    func warm(_ names: [String]) async -> Int {
        await Task.yield()
        return names.count
    }
}

nonisolated extension View {
    func prefetchingAvatars(_ names: [String], into counter: Binding<Int>) -> some View {
        task(priority: .background) {
            counter.wrappedValue = await AvatarPrefetcher().warm(names)
        }
    }
}

struct OnCallRoster: View {
    let members = ["Ana", "Ivo", "Mia"]
    @State private var warmed = 0

    var body: some View {
        List(members, id: \.self) { Text($0) }
            .prefetchingAvatars(members, into: $warmed)
            .task {
                await Task.yield()
                print("roster shown with \(warmed) avatars warmed")
            }
    }
}
