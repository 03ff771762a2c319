import Kinema

/// Foundation's main-thread work in a running app, measured: a `DispatchQueue.main.asyncAfter`
/// chain, a repeating `Timer` and a main-actor task, each due every `period` seconds. Each row shows
/// how many times it ran, when it was last due (`ProcessInfo.systemUptime`, the system's monotonic
/// clock, in seconds) and how late it ran; a frame showing the change follows within a frame.
struct Timers: View {
    /// Seconds between two runs of each kind of work (`--period S`; a quarter second by default).
    let period: Double

    @State private var dispatch = Ticks()
    @State private var timer = Ticks()
    @State private var task = Ticks()
    @State private var started = ProcessInfo.processInfo.systemUptime
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text("Foundation work in a running app (every \(period) s)").bold()
            Text(" ")
            row("DispatchQueue.main.asyncAfter", dispatch)
            row("Timer.scheduledTimer        ", timer)
            row("Task { @MainActor } + sleep ", task)
            Text(" ")
            Text("q or Ctrl-C quits").foregroundColor(.gray)
        }
        .onAppear {
            scheduleNext(after: started)
            let start = ProcessInfo.processInfo.systemUptime
            _ = Timer.scheduledTimer(withTimeInterval: period, repeats: true) { _ in
                MainActor.assumeIsolated { timer.record(due: due(after: start, now: ProcessInfo.processInfo.systemUptime)) }
            }
        }
        .task {
            var due = started
            while !Task.isCancelled {
                due += period
                try? await Task.sleep(for: .seconds(max(0, due - ProcessInfo.processInfo.systemUptime)))
                task.record(due: due)
            }
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }

    private func row(_ title: String, _ ticks: Ticks) -> some View {
        Text("\(title)  ran \(ticks.count)  due \(ticks.dueText)  late \(ticks.lateText) ms")
    }

    /// Schedules the next `asyncAfter` one period after `due`, so the chain stays on its grid.
    private func scheduleNext(after due: Double) {
        let next = due + period
        let delay = max(0, next - ProcessInfo.processInfo.systemUptime)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            dispatch.record(due: next)
            scheduleNext(after: next)
        }
    }

    /// The grid time a repeating timer started at `start` was due at, seen at `now`.
    private func due(after start: Double, now: Double) -> Double {
        start + ((now - start) / period).rounded(.down) * period
    }
}

/// How often something ran, when it was last due and how late it ran then.
struct Ticks: Equatable {
    var count = 0
    var due = 0.0
    var late = 0.0

    mutating func record(due: Double) {
        count += 1
        self.due = due
        late = ProcessInfo.processInfo.systemUptime - due
    }

    var dueText: String { String(format: "%.3f", due) }
    var lateText: String { String(format: "%5.2f", late * 1000) }
}

@main
struct TimersApp {
    /// `--period S`, clamped to 0.01…10 s.
    static let period: Double = {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--period"), index + 1 < arguments.count,
            let value = Double(arguments[index + 1]), value.isFinite
        else { return 0.25 }
        return min(max(value, 0.01), 10)
    }()

    @MainActor
    static func main() async {
        do {
            if CommandLine.arguments.contains("--after-await") {
                // After this, main-actor code runs on dispatch's worker threads (see TerminalApp).
                await Task.yield()
            }
            if CommandLine.arguments.contains("--async") || CommandLine.arguments.contains("--after-await") {
                try await TerminalApp.run { Timers(period: period) }
            } else {
                try runSynchronously()
            }
        } catch {
            TerminalApp.exit(reporting: error)
        }
    }

    /// The synchronous `TerminalApp.run` (an async context would pick the async overload).
    @MainActor
    static func runSynchronously() throws {
        try TerminalApp.run { Timers(period: period) }
    }
}
