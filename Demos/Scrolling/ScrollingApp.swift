import Kinema

/// A million lazily built rows in a scroll view: wheel, keys (arrows, Page Up/Down, Space, Home,
/// End), drag with momentum and a rubber band at the edges; `t` / `b` scroll to the top / bottom
/// with an animation, `m` to the middle at once. `swift run Scrolling`; q quits.
struct ScrollingDemo: View {
    static let count = 1_000_000
    @State private var phase = ScrollPhase.idle
    @State private var top = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollViewReader { proxy in
            VStack(alignment: .leading, spacing: 0) {
                Text(
                    "\(Self.count) rows · phase: \(String(describing: phase)) · first row: \(top)   t/b/m · q quits"
                )
                .bold()
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(0..<Self.count, id: \.self) { row in
                            Text("row \(row)")
                                .foregroundColor(row.isMultiple(of: 10) ? .yellow : nil)
                        }
                    }
                }
                .onScrollPhaseChange { _, new in phase = new }
                .onScrollGeometryChange(for: Int.self) {
                    Int($0.contentOffset.y.rounded(.down))
                } action: { _, new in
                    top = new
                }
                .border(.gray, style: .rounded)
            }
            .onKeyPress("t") {
                withAnimation(.smooth) { proxy.scrollTo(0, anchor: .top) }
                return .handled
            }
            .onKeyPress("b") {
                withAnimation(.smooth) { proxy.scrollTo(Self.count - 1, anchor: .bottom) }
                return .handled
            }
            .onKeyPress("m") {
                proxy.scrollTo(Self.count / 2, anchor: .center)
                return .handled
            }
            .onKeyPress("q") {
                dismiss()
                return .handled
            }
        }
    }
}

@main
struct ScrollingApp {
    @MainActor
    static func main() {
        do {
            try TerminalApp.run { ScrollingDemo() }
        } catch {
            TerminalApp.exit(reporting: error)
        }
    }
}
