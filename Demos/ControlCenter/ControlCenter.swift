import Kinema

/// One control of the panel.
enum Control: Int, CaseIterable, Hashable {
    case wifi, bluetooth, focus, music

    var title: String {
        switch self {
        case .wifi: "Wi-Fi"
        case .bluetooth: "Bluetooth"
        case .focus: "Focus"
        case .music: "Music"
        }
    }

    var symbol: String {
        switch self {
        case .wifi: "◉"
        case .bluetooth: "✱"
        case .focus: "☾"
        case .music: "♪"
        }
    }

    var color: Color {
        switch self {
        case .wifi: .blue
        case .bluetooth: .cyan
        case .focus: .purple
        case .music: .red
        }
    }

    /// What the expanded panel lists.
    var details: [String] {
        switch self {
        case .wifi: ["● Kinema-5G   connected", "  Cafe Guest", "  Library", "Wi-Fi settings…"]
        case .bluetooth: ["● Keyboard    connected", "  Headphones", "  Trackpad", "Bluetooth settings…"]
        case .focus: ["● Do Not Disturb", "  Work", "  Sleep", "Focus settings…"]
        case .music: ["Now playing: Clair de Lune", "▶ ━━━━━━━━━○──── 3:12", "⏮  ⏯  ⏭", "Open Music…"]
        }
    }
}

/// A small tile of the control centre.
struct Tile: View {
    let control: Control

    var body: some View {
        VStack(spacing: 0) {
            Text(control.symbol).bold()
            Text(control.title)
        }
        .frame(width: 16, height: 4)
        .background(control.color)
        .border(.white, style: .rounded)
    }
}

/// A tile expanded into a full panel.
struct Panel: View {
    let control: Control

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("\(control.symbol)  \(control.title)").bold()
            ForEach(control.details, id: \.self) { Text($0) }
        }
        .padding(1)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(control.color)
        .border(.white, style: .rounded)
    }
}

/// The "Advanced Animations with UIKit" control centre: 1–4 (or a click) expands a tile into a
/// panel with `matchedGeometryEffect`; the same key, Esc or a click collapses it. Pressing again
/// while it moves reverses it from where it is shown. q quits.
struct ControlCenter: View {
    @State private var expanded: Control?
    @Namespace private var namespace
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Control Center   1–4 or click: expand/collapse · Esc: collapse · q: quit").bold()
            ZStack(alignment: .topLeading) {
                VStack(alignment: .leading, spacing: 1) {
                    HStack(spacing: 2) {
                        slot(.wifi); slot(.bluetooth)
                    }
                    HStack(spacing: 2) {
                        slot(.focus); slot(.music)
                    }
                }
                if let expanded {
                    Panel(control: expanded)
                        .matchedGeometryEffect(id: expanded, in: namespace)
                        .transition(.opacity)
                        .onTapGesture { toggle(expanded) }
                }
            }
            .frame(width: 60, height: 14, alignment: .topLeading)
        }
        .padding(1)
        .onKeyPress(characters: ["1", "2", "3", "4"]) { press in
            guard let digit = press.characters.first?.wholeNumberValue,
                let control = Control(rawValue: digit - 1)
            else { return .ignored }
            toggle(control)
            return .handled
        }
        .onKeyPress(.escape) {
            if let expanded { toggle(expanded) }
            return .handled
        }
        .onKeyPress("q") {
            dismiss(); return .handled
        }
    }

    /// A tile, or the space it leaves while it is expanded.
    @ViewBuilder private func slot(_ control: Control) -> some View {
        if expanded == control {
            Color.clear.frame(width: 16, height: 4)
        } else {
            Tile(control: control)
                .matchedGeometryEffect(id: control, in: namespace)
                .transition(.opacity)
                .onTapGesture { toggle(control) }
        }
    }

    private func toggle(_ control: Control) {
        withAnimation(.spring(duration: 0.6, bounce: 0.2)) {
            expanded = expanded == control ? nil : control
        }
    }
}
