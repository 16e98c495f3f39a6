import SwiftUI

@Observable final class Profile {
    var name = ""
    var notifications = true
}

struct ProfileForm: View {
    @Bindable var profile: Profile
    var body: some View {
        Form {
            TextField("Name", text: $profile.name)
            Toggle("Notifications", isOn: $profile.notifications)
        }
    }
}

struct Wrapper: View {
    @Environment(Profile.self) var profile
    var body: some View {
        @Bindable var profile = profile
        TextField("Name", text: $profile.name)
    }
}
