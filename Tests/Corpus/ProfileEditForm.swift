import SwiftUI

struct UserProfile {
    var name = ""
    var bio = ""
    var birthday = Date()
    var isPublic = true
}

struct ProfileEditForm: View {
    @Binding var profile: UserProfile
    var onSave: () -> Void = {}

    var body: some View {
        Form {
            Section("Public") {
                TextField("Name", text: $profile.name)
                TextField("Bio", text: $profile.bio)
                Toggle("Public profile", isOn: $profile.isPublic)
            }
            Section {
                Button("Save", action: save)
            }
        }
    }

    private func save() { onSave() }
}

#Preview {
    @Previewable @State var profile = UserProfile(name: "Ana")
    ProfileEditForm(profile: $profile)
}
