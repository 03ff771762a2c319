import Kinema

/// The talk's timing curves and springs, plotted: value (solid) and velocity (dashed) of each
/// `UnitCurve` and spring drawn with `Path` in a `Canvas`, a dot riding the curve in real time and
/// a box animating with the same animation beside it. `swift run Curves`; ←/→ choose a curve,
/// ↑/↓ change the duration, b/B the custom spring's bounce, space replays, q or Ctrl-C quits.
struct CurvesPage: View {
    @State private var choice = CurveChoice(kind: .bouncy, duration: 0.8, bounce: 0.5)
    /// Each replay gives the riders a new identity, so they start again from rest.
    @State private var run = 0
    @Environment(\.dismiss) private var dismiss

    static let plotSize = CGSize(width: 56, height: 18)

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Curves — ←/→ curve · ↑/↓ duration · b/B bounce · space replays · q quits").bold()
            HStack(alignment: .top, spacing: 2) {
                CurveList(selected: choice.kind)
                ZStack(alignment: .topLeading) {
                    Plot(choice: choice).frame(width: Self.plotSize.width, height: Self.plotSize.height)
                    Rider(choice: choice, plot: Self.plotSize).id(run)
                }
                BoxRider(choice: choice).id(run)
            }
            Text(summary).foregroundStyle(.secondary)
        }
        .onKeyPress(.rightArrow) { select(by: 1) }
        .onKeyPress(.leftArrow) { select(by: -1) }
        .onKeyPress(.upArrow) { adjust { $0.duration = min($0.duration + 0.1, 3) } }
        .onKeyPress(.downArrow) { adjust { $0.duration = max($0.duration - 0.1, 0.2) } }
        .onKeyPress("b") { adjust { $0.bounce = min($0.bounce + 0.1, 0.9) } }
        .onKeyPress("B") { adjust { $0.bounce = max($0.bounce - 0.1, -0.9) } }
        .onKeyPress(.space) {
            run += 1
            return .handled
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
        .task(id: run) {
            // Replays on its own a moment after each run settles.
            try? await Task.sleep(for: .seconds(choice.span + 1.2))
            if !Task.isCancelled { run += 1 }
        }
    }

    private var summary: String {
        let duration = "duration \((choice.duration * 10).rounded() / 10) s"
        if choice.kind == .spring {
            return "\(choice.name)  \(duration)  bounce \((choice.bounce * 10).rounded() / 10)"
        }
        return "\(choice.name)  \(duration)"
    }

    private func select(by step: Int) -> KeyPress.Result {
        let all = CurveChoice.Kind.allCases
        let index = all.firstIndex(of: choice.kind)!
        choice.kind = all[(index + step + all.count) % all.count]
        run += 1
        return .handled
    }

    private func adjust(_ change: (inout CurveChoice) -> Void) -> KeyPress.Result {
        change(&choice)
        run += 1
        return .handled
    }
}

/// The names, the chosen one highlighted.
struct CurveList: View {
    let selected: CurveChoice.Kind

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(CurveChoice.Kind.allCases, id: \.self) { kind in
                let name = CurveChoice(kind: kind, duration: 1, bounce: 0).name
                Text(kind == selected ? "▸ \(name)" : "  \(name)")
                    .foregroundStyle(kind == selected ? Color.orange : Color.primary)
            }
        }
        .frame(width: 20, alignment: .leading)
    }
}

/// Where values land on the plot, in cells: value 0 at the bottom line, 1 at the top line, with
/// room for a spring's overshoot above and below.
enum PlotScale {
    static let low = -0.3
    static let high = 1.4
    static let margin = 2.0

    static func x(_ fraction: Double, width: Double) -> Double { margin + fraction * (width - 2 * margin) }

    static func y(_ value: Double, height: Double) -> Double {
        let clamped = min(max(value, low), high)
        return (high - clamped) / (high - low) * (height - 1)
    }
}

/// The value and velocity of the chosen curve, drawn with `Path` in a `Canvas` (square units: a
/// row is two).
struct Plot: View {
    let choice: CurveChoice

    var body: some View {
        Canvas { context, size in
            let width = Double(size.width)
            let rows = Double(size.height) / 2
            func point(_ fraction: Double, _ value: Double) -> CGPoint {
                CGPoint(
                    x: PlotScale.x(fraction, width: width), y: (PlotScale.y(value, height: rows) + 0.5) * 2)
            }
            // Axes: the start and end values.
            for level in [0.0, 1.0] {
                let axis = Path { path in
                    path.move(to: point(0, level))
                    path.addLine(to: point(1, level))
                }
                context.stroke(axis, with: .color(.gray), style: StrokeStyle(lineWidth: 0.5, dash: [1, 2]))
            }
            let samples = 160
            var value = Path()
            var velocity = Path()
            var fastest = 1e-9
            for index in 0...samples {
                fastest = max(
                    fastest, abs(choice.velocity(at: choice.span * Double(index) / Double(samples))))
            }
            for index in 0...samples {
                let fraction = Double(index) / Double(samples)
                let time = choice.span * fraction
                let v = point(fraction, choice.value(at: time))
                let s = point(fraction, choice.velocity(at: time) / fastest)
                if index == 0 {
                    value.move(to: v)
                    velocity.move(to: s)
                } else {
                    value.addLine(to: v)
                    velocity.addLine(to: s)
                }
            }
            context.stroke(velocity, with: .color(.pink), style: StrokeStyle(lineWidth: 0.8, dash: [2, 1.5]))
            context.stroke(value, with: .color(.cyan), style: StrokeStyle(lineWidth: 1, lineCap: .round))
            context.draw(
                Text("1").foregroundColor(.gray), at: CGPoint(x: 0.5, y: point(0, 1).y), anchor: .leading)
            context.draw(
                Text("0").foregroundColor(.gray), at: CGPoint(x: 0.5, y: point(0, 0).y), anchor: .leading)
            context.draw(
                Text("\((choice.span * 100).rounded() / 100) s").foregroundColor(.gray),
                at: CGPoint(x: width - 1, y: size.height - 1), anchor: .bottomTrailing)
            context.draw(
                Text("value").foregroundColor(.cyan), at: CGPoint(x: width - 1, y: 1), anchor: .topTrailing)
            context.draw(
                Text("velocity").foregroundColor(.pink), at: CGPoint(x: width - 1, y: 3), anchor: .topTrailing
            )
        }
    }
}

/// A dot riding the curve: it moves across at a constant speed while it rises with the chosen
/// animation, so it traces the plotted value in real time.
struct Rider: View {
    let choice: CurveChoice
    let plot: CGSize
    @State private var isDone = false

    var body: some View {
        let start = CGPoint(
            x: PlotScale.x(0, width: plot.width) - 1, y: PlotScale.y(0, height: plot.height))
        let rise = PlotScale.y(1, height: plot.height) - PlotScale.y(0, height: plot.height)
        Circle()
            .fill(.orange)
            .frame(width: 2, height: 1)
            .offset(x: isDone ? PlotScale.x(1, width: plot.width) - PlotScale.x(0, width: plot.width) : 0)
            .animation(.linear(duration: choice.span), value: isDone)
            .offset(y: isDone ? rise : 0)
            .animation(choice.animation, value: isDone)
            .offset(x: start.x, y: start.y)
            .onAppear { isDone = true }
    }
}

/// A box moving up with the same animation.
struct BoxRider: View {
    let choice: CurveChoice
    @State private var isDone = false

    var body: some View {
        RoundedRectangle(cornerRadius: 1.5)
            .fill(Color.blue.gradient)
            .frame(width: 8, height: 3)
            .offset(y: isDone ? 2 : 12)
            .animation(choice.animation, value: isDone)
            .frame(width: 10, height: 18, alignment: .top)
            .onAppear { isDone = true }
    }
}

@main
struct CurvesApp {
    @MainActor
    static func main() async {
        do {
            try await TerminalApp.run { CurvesPage() }
        } catch {
            TerminalApp.exit(reporting: error)
        }
    }
}
