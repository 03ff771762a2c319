import Kinema

/// SwiftUI code written the way SwiftUI tutorials write it — points, fonts, SF Symbols, controls,
/// `DispatchQueue.main.asyncAfter` — running in points mode: a settings screen whose toggles,
/// slider and stepper drive an animated preview. `swift run Showcase`; Tab moves between controls,
/// Space/Return and arrows change them, the mouse works too; q or Ctrl-C quits.
struct ShowcaseScreen: View {
    @State private var notificationsOn = true
    @State private var isBold = false
    @State private var volume = 0.6
    @State private var badgeCount = 3
    @State private var savedMessage = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Label("Settings", systemImage: "gearshape.fill")
                .font(.largeTitle)

            VStack(alignment: .leading, spacing: 0) {
                Toggle(isOn: $notificationsOn.animation(.spring(response: 0.4, dampingFraction: 0.6))) {
                    Label("Notifications", systemImage: "bell.fill")
                }
                Toggle(isOn: $isBold) {
                    Label("Bold Text", systemImage: "textformat")
                }
                HStack {
                    Image(systemName: "speaker.fill")
                    Slider(value: $volume, in: 0...1)
                    Image(systemName: "speaker.wave.3")
                }
                Stepper("Badge: \(badgeCount)", value: $badgeCount.animation(.bouncy), in: 0...9)
            }

            Divider()

            PreviewCard(
                notificationsOn: notificationsOn, isBold: isBold, volume: volume, badgeCount: badgeCount)

            HStack {
                Button("Save") {
                    savedMessage = "Saving…"
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                        withAnimation(.easeOut(duration: 0.3)) { savedMessage = "Saved ✓" }
                    }
                }
                .buttonStyle(.borderedProminent)
                Text(savedMessage)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Text("Tab · Space · ←→ · q quits")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(width: 360)
        .onKeyPress("q") { dismiss(); return .handled }
    }
}

/// The preview the settings drive: a notification banner that slides in and out, a volume bar
/// that grows, and a badge count, all animated.
struct PreviewCard: View {
    let notificationsOn: Bool
    let isBold: Bool
    let volume: Double
    let badgeCount: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Image(systemName: notificationsOn ? "bell.badge" : "bell.slash")
                    .foregroundColor(notificationsOn ? .orange : .gray)
                Text(notificationsOn ? "New message from Ana" : "Notifications are off")
                    .fontWeight(isBold ? .bold : .regular)
                Spacer()
                if badgeCount > 0 {
                    Text("\(badgeCount)")
                        .font(.caption)
                        .bold()
                        .foregroundColor(.white)
                        .padding(.horizontal, 8)
                        .background(Color.red)
                        .transition(.scale)
                }
            }
            // Slides in from the left inside the card: padding, not an offset, so the badge never
            // rides over the card's border.
            .padding(.leading, notificationsOn ? 0 : 24)
            .opacity(notificationsOn ? 1 : 0.5)
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Rectangle().fill(Color.gray)
                    Rectangle()
                        .fill(Color.blue)
                        .frame(width: proxy.size.width * volume)
                        .animation(.smooth, value: volume)
                }
            }
            .frame(height: 16)
        }
        .padding(8)
        .border(Color.gray)
    }
}

@main
struct ShowcaseApp {
    @MainActor
    static func main() async {
        do {
            try await TerminalApp.run(units: .points) { ShowcaseScreen() }
        } catch {
            TerminalApp.exit(reporting: error)
        }
    }
}
