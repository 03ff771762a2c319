import Glibc
import Kinema

/// Runs the real `FrameLoop` on the system clock for one second (0.2 s under `--quick`) with a
/// program that animates a 10×3 box across a 200×50 screen: the loop must sleep in its wait (a
/// terminal stand-in that discards output and sleeps in `poll`) and still hit the 60 fps cap.
/// Reports frames per second, the 99th-percentile gap between frames, and CPU per frame.
struct FramePacingBenchmark: Benchmark {
    let name = "frame-pacing-60fps"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let duration = options.isQuick ? 0.2 : 1.0
        let clock = SystemClock()
        let program = MovingBoxProgram(until: clock.now() + duration)
        let terminal = DiscardingTerminal()
        let loop = FrameLoop(terminal: terminal, clock: clock, configuration: .init(framesPerSecond: 60))
        let cpuBefore = Self.cpuSeconds()
        try loop.run(program)
        let cpu = Self.cpuSeconds() - cpuBefore
        let gaps = zip(program.frameTimes.dropFirst(), program.frameTimes).map { $0 - $1 }.sorted()
        guard gaps.count >= 5 else { throw BenchmarkFailure("only \(program.frameTimes.count) frames drawn") }
        try expectEqual(terminal.bytes > 0, true, "frames were written")
        let rate =
            Double(program.frameTimes.count - 1) / (program.frameTimes.last! - program.frameTimes.first!)
        try expectEqual(rate <= 60.5, true, "at most 60 frames a second (\(rate))")
        let p99 = gaps[min(gaps.count - 1, Int((Double(gaps.count) * 0.99).rounded(.up)) - 1)]
        return [
            Measurement("frames/s", rate),
            Measurement("p99 gap ms", p99 * 1000, target: 25),
            Measurement("cpu ms/frame", cpu * 1000 / Double(program.frameTimes.count), target: 1),
        ]
    }

    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
    }
}

/// A 10×3 box moving one column per frame until `end`.
private final class MovingBoxProgram: TerminalProgram {
    let end: Double
    var frameTimes: [Double] = []
    var isFinished = false

    init(until end: Double) { self.end = end }

    var needsFrame: Bool { true }

    func handle(_ event: InputEvent, at time: Double) {}

    func render(size: TerminalSize, at time: Double) -> CellBuffer {
        frameTimes.append(time)
        if time >= end { isFinished = true }
        var buffer = CellBuffer(width: size.width, height: size.height)
        let x = frameTimes.count % max(1, size.width - 10)
        for row in 20..<23 { buffer.write("██████████", x: x, y: row) }
        return buffer
    }
}

/// A terminal stand-in: discards output and sleeps in `poll` until the timeout, as an idle tty would.
private final class DiscardingTerminal: TerminalDevice {
    var bytes = 0
    let size = TerminalSize(width: 200, height: 50)

    func write(_ bytes: [UInt8]) throws { self.bytes += bytes.count }

    func waitForActivity(timeout: Double?) throws -> [TerminalActivity] {
        guard let timeout else { return [.inputClosed] }
        _ = poll(nil, 0, Int32((timeout * 1000).rounded(.up)))
        return []
    }
}
