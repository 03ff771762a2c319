import Kinema

/// A page of spinners and loaders written the way SwiftUI tutorials write them: trimmed rotating
/// arcs, pulsing circles, a shape morphing through `animatableData`, a gradient ring and a 3-D card
/// flip. `swift run Loaders`; q or Ctrl-C quits.
struct LoadersPage: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 1) {
            Text("Loaders — q quits").bold()
            HStack(spacing: 3) {
                Tile("arc") { ArcSpinner() }
                Tile("dots") { PulsingDots() }
                Tile("morph") { MorphingStar() }
            }
            HStack(spacing: 3) {
                Tile("ring") { GradientRing() }
                Tile("flip") { FlippingCard() }
                Tile("bars") { BouncingBars() }
            }
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }
}

/// A caption under a loader in a 16 × 8 box.
struct Tile<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(spacing: 0) {
            content.frame(width: 16, height: 8)
            Text(title).foregroundStyle(.secondary)
        }
    }
}

/// The classic: a trimmed circle, stroked with round caps, turning forever.
struct ArcSpinner: View {
    @State private var isSpinning = false

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.7)
            .stroke(Color.blue, style: StrokeStyle(lineWidth: 2, lineCap: .round))
            .frame(width: 12, height: 6)
            .rotationEffect(.degrees(isSpinning ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
            .onAppear { isSpinning = true }
    }
}

/// Three circles growing and fading one after another.
struct PulsingDots: View {
    @State private var isPulsing = false

    var body: some View {
        HStack(spacing: 1) {
            ForEach(0..<3, id: \.self) { index in
                Circle()
                    .fill(.orange)
                    .frame(width: 4, height: 2)
                    .scaleEffect(isPulsing ? 1 : 0.3)
                    .opacity(isPulsing ? 1 : 0.3)
                    .animation(
                        .easeInOut(duration: 0.6).repeatForever().delay(Double(index) * 0.2), value: isPulsing
                    )
            }
        }
        .onAppear { isPulsing = true }
    }
}

/// A polygon whose inner points move in and out: its `animatableData` is the morph amount, so the
/// path is asked for again at every frame.
struct StarShape: Shape {
    var points = 5
    var morph: Double

    var animatableData: Double {
        get { morph }
        set { morph = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * (1 - 0.55 * morph)
        return Path { path in
            for index in 0..<(points * 2) {
                let angle = Double(index) * .pi / Double(points) - .pi / 2
                let radius = index.isMultiple(of: 2) ? outer : inner
                let point = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
        }
    }
}

struct MorphingStar: View {
    @State private var isStar = false

    var body: some View {
        StarShape(morph: isStar ? 1 : 0)
            .fill(.linearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
            .frame(width: 14, height: 7)
            .animation(.easeInOut(duration: 1.2).repeatForever(), value: isStar)
            .onAppear { isStar = true }
    }
}

/// A ring stroked with an angular gradient, turning.
struct GradientRing: View {
    @State private var angle = 0.0

    var body: some View {
        Circle()
            .stroke(
                AngularGradient(colors: [.blue, .purple, .pink, .orange, .blue], center: .center),
                lineWidth: 2
            )
            .frame(width: 12, height: 6)
            .rotationEffect(.degrees(angle))
            .animation(.linear(duration: 2).repeatForever(autoreverses: false), value: angle)
            .onAppear { angle = 360 }
    }
}

/// A card turning about its vertical axis. The view is `Animatable` on the angle, so its body sees
/// every frame's angle and shows the back once the card is past edge-on — the way SwiftUI
/// tutorials build a flip.
struct FlipCard: View, @MainActor Animatable {
    var angle: Double

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    var body: some View {
        let showsBack = cos(angle * .pi / 180) < 0
        RoundedRectangle(cornerRadius: 2)
            .fill(showsBack ? Color.purple : Color.teal)
            .overlay {
                Text(showsBack ? "BACK" : "FRONT").bold()
                    // The back is drawn mirrored by the turn; turn its label back.
                    .rotation3DEffect(.degrees(showsBack ? 180 : 0), axis: (x: 0, y: 1, z: 0))
            }
            .frame(width: 12, height: 6)
            .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
    }
}

struct FlippingCard: View {
    @State private var isFlipped = false

    var body: some View {
        FlipCard(angle: isFlipped ? 180 : 0)
            .animation(.easeInOut(duration: 1.5).repeatForever(), value: isFlipped)
            .onAppear { isFlipped = true }
    }
}

/// Bars rising and falling in a wave, drawn as capsules.
struct BouncingBars: View {
    @State private var isUp = false

    var body: some View {
        HStack(alignment: .bottom, spacing: 1) {
            ForEach(0..<5, id: \.self) { index in
                Capsule()
                    .fill(Color.green.gradient)
                    .frame(width: 2, height: isUp ? 6 : 2)
                    .animation(
                        .easeInOut(duration: 0.5).repeatForever().delay(Double(index) * 0.1), value: isUp)
            }
        }
        .frame(height: 6, alignment: .bottom)
        .onAppear { isUp = true }
    }
}

@main
struct LoadersApp {
    @MainActor
    static func main() {
        do {
            try TerminalApp.run { LoadersPage() }
        } catch {
            TerminalApp.exit(reporting: error)
        }
    }
}
