import Kinema

enum Season: String, CaseIterable, Identifiable {
    case spring = "🌷"
    case summer = "🌞"
    case autumn = "🍂"
    case winter = "☃"

    var id: String { rawValue }
}

struct SeasonPicker: View {
    @State private var season = Season.winter
    @State private var notifications = true

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Toggle(isOn: $notifications) {
                Text("Enable Notifications").bold()
            }

            Picker("Seasonal Photo", selection: $season) {
                ForEach(Season.allCases) { season in
                    Text(season.rawValue).tag(season)
                }
            }

            Text("Selected: \(season)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(width: 300)
    }
}
