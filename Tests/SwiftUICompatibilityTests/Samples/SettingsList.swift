import Kinema

struct SettingsList: View {
    var body: some View {
        VStack(spacing: 0) {
            SettingsRow(title: "Notifications", icon: "bell.fill", value: "On")
            Divider()
            SettingsRow(title: "Privacy", icon: "lock.fill", value: "")
            Divider()
            SettingsRow(title: "Storage", icon: "folder.fill", value: "12 GB")
        }
        .frame(width: 300)
    }
}

struct SettingsRow: View {
    let title: String
    let icon: String
    let value: String

    var body: some View {
        HStack {
            Label(title, systemImage: icon)
            Spacer()
            Text(value)
                .foregroundColor(.gray)
            Image(systemName: "chevron.right")
                .foregroundColor(.gray)
        }
        .padding(.horizontal, 16)
    }
}
