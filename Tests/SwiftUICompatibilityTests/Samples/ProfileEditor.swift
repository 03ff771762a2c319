import Kinema

// Apple's "Working with UI controls" tutorial's ProfileEditor. Changes, each a compile failure on
// Kinema today: `List` → `Form` (List is being built), and the `DatePicker` row left out (Kinema has
// no date picker).
struct Profile {
    var username: String
    var prefersNotifications = true
    var seasonalPhoto = Season.winter

    static let `default` = Profile(username: "g_kumar")

    enum Season: String, CaseIterable, Identifiable {
        case spring = "🌷"
        case summer = "🌞"
        case autumn = "🍂"
        case winter = "☃"

        var id: String { rawValue }
    }
}

struct ProfileEditor: View {
    @Binding var profile: Profile

    var body: some View {
        Form {
            HStack {
                Text("Username")
                Spacer()
                TextField("Username", text: $profile.username)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.trailing)
            }

            Toggle(isOn: $profile.prefersNotifications) {
                Text("Enable Notifications")
            }

            Picker("Seasonal Photo", selection: $profile.seasonalPhoto) {
                ForEach(Profile.Season.allCases) { season in
                    Text(season.rawValue).tag(season)
                }
            }
        }
    }
}

struct ProfileEditorHost: View {
    @State private var profile = Profile.default

    var body: some View {
        VStack(alignment: .leading) {
            ProfileEditor(profile: $profile)
            Text("\(profile.username) · \(profile.prefersNotifications ? "on" : "off") · \(profile.seasonalPhoto.rawValue)")
                .font(.caption)
        }
    }
}
