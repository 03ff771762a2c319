import Kinema

struct AppearanceInfo: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack {
            Image(systemName: colorScheme == .dark ? "moon.fill" : "sun.max.fill")
            Text(colorScheme == .dark ? "Dark Mode" : "Light Mode")
        }
    }
}

struct LightAppearanceInfo: View {
    var body: some View {
        AppearanceInfo()
            .preferredColorScheme(.light)
    }
}
