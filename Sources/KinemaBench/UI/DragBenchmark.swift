import Kinema
import Observation

/// One drag step over a tree of 10,000 views (1,000 under `--quick`) on an 80×40 screen, from the
/// input event to the bytes a terminal is sent: `ViewHost.handle(.pointer(.drag))`, the frame
/// (`render(at:)`: commit, the dragged view's body, layout, display list, cells) and the minimal
/// diff encoding (`FrameRenderer`). The dragged handle follows the pointer through `DragGesture`'s
/// `onChanged` writing `@State` — with `tracksVelocity`, as every drag update does.
///
/// Checks that the handle is drawn under the pointer after the last step, that every step wrote
/// bytes, and that a steady-state step allocates nothing at all. Target: median ≤ 1 ms per step.
///
/// The step re-runs the dragged view's body, as SwiftUI does, and that re-run allocates nothing
/// either: the body (`Text("@").offset(x: x).gesture(…)`) builds a plain text, which stores no
/// array, and the engine reuses what it made for the previous run — the heap boxes of the body
/// and of each modifier's content (`ReusableViewSlot`), the `@State` write applied without an
/// escaping closure, and no Observation registration for a body that reads no `@Observable`
/// (`ObservationSubscription` stops tracking with its cancellation token once a run without it
/// read nothing). A body that allocates by itself — a `Text("x = \(x)")` interpolating a string
/// longer than 15 bytes, an array — adds exactly its own allocations.
///
/// Allocations of the input path and the frame are also checked apart, by dragging a handle whose
/// position lives in an `@Observable` model and comparing with the same change made without input
/// (`measureInputPathAllocations`): they must be equal. That handle's body does read a model, so
/// each run pays for Observation's registration (its access list, the registration in each
/// registrar, the cancellation of the previous one): reported, not a target.
///
/// Also reports hit testing: a press and release on a row (each row has a tap gesture) in trees of
/// 1,000 and 100,000 rows (100 and 10,000 under `--quick`). Hit testing looks at the regions
/// drawn in the last frame (the rows on screen), so its cost follows what is visible and how
/// deep it is nested, not the number of views; the ratio should be near 1.
struct DragBenchmark: Benchmark {
    var name: String { "drag" }

    static let width = 80
    static let height = 40

    func run(_ options: RunOptions) throws -> [Measurement] {
        let tree = options.size(quick: 1_000, full: 10_000)
        return try MainActor.assumeIsolated {
            let (microseconds, allocations) = try Self.measureDrag(rows: tree, options: options)
            let inputPath = try Self.measureInputPathAllocations(rows: tree)
            // The input path — routing, capture, recognizer, velocity, tracked transaction — and the
            // frame allocate nothing: a drag step allocates exactly what the dragged view's body
            // re-run allocates without input (Observation's tracking, the new view value).
            guard allocations == 0 else {
                throw BenchmarkFailure(
                    "a steady-state drag step allocates \(allocations) times (the @State handle's body re-run "
                        + "included): expected 0")
            }
            guard inputPath.drag == inputPath.write else {
                throw BenchmarkFailure(
                    "a drag step allocates \(inputPath.drag), the same change without input \(inputPath.write): "
                        + "the input path allocates")
            }
            var measurements = [
                Measurement(
                    "µs/drag step (event → bytes) @\(tree) views", microseconds,
                    target: options.isQuick ? nil : 1_000),
                Measurement(
                    "allocs/drag step (steady, body re-run included) @\(tree) views", allocations, target: 0),
                Measurement(
                    "allocs/drag step beyond the body's re-run @\(tree) views", inputPath.drag - inputPath.write,
                    target: 0),
                Measurement(
                    "allocs/body re-run alone (@Observable handle, Observation's registration) @\(tree) views",
                    inputPath.write),
            ]
            let sizes = options.isQuick ? [100, 10_000] : [1_000, 100_000]
            let small = try Self.measureHitTest(rows: sizes[0], options: options)
            let large = try Self.measureHitTest(rows: sizes[1], options: options)
            measurements.append(Measurement("µs/press+release (hit test) @\(sizes[0]) rows", small))
            measurements.append(Measurement("µs/press+release (hit test) @\(sizes[1]) rows", large))
            measurements.append(
                Measurement(
                    "hit-test ratio \(sizes[1]) / \(sizes[0]) rows", large / small,
                    target: options.isQuick ? nil : 2))
            return measurements
        }
    }

    /// Median µs per drag step and heap allocations per step.
    @MainActor
    static func measureDrag(rows: Int, options: RunOptions) throws -> (Double, Double) {
        let host = ViewHost(
            size: Size(width: Double(width), height: Double(height)), root: DragField(rows: rows))
        var renderer = FrameRenderer()
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        var time = 0.0
        renderer.render(host.render(at: time), into: &output)
        let y = 0.5
        host.handle(.pointer(PointerEvent(kind: .down, location: Point(x: 0.5, y: y))), at: time)
        var step = 0
        var emptySteps = 0
        var lastX = 0.0
        // The handle travels 60 cells to the right and back, one cell per step, a step per frame.
        func dragStep() {
            step += 1
            time += 1.0 / 60
            let phase = step % 120
            lastX = Double(phase < 60 ? phase : 120 - phase) + 0.5
            host.handle(.pointer(PointerEvent(kind: .drag, location: Point(x: lastX, y: y))), at: time)
            output.removeAll(keepingCapacity: true)
            renderer.render(host.render(at: time), into: &output)
            if output.isEmpty { emptySteps += 1 }
        }
        let times = measureRounds(warmup: 130, rounds: options.rounds(200), dragStep)
        let counted = 50
        let allocations = countAllocations { for _ in 0..<counted { dragStep() } }
        guard emptySteps == 0 else { throw BenchmarkFailure("\(emptySteps) drag steps wrote no bytes") }
        let column = Int(lastX.rounded(.down))
        let row = host.buffer.lines[0]
        let drawn = row.firstIndex(of: "@").map { row.distance(from: row.startIndex, to: $0) }
        guard drawn == column else {
            throw BenchmarkFailure(
                "the handle is drawn at column \(String(describing: drawn)), the pointer at \(column)")
        }
        host.handle(.pointer(PointerEvent(kind: .up, location: Point(x: lastX, y: y))), at: time)
        return (times.median / 1e3, Double(allocations.count) / Double(counted))
    }

    /// Allocations per step of a drag over `rows` views, and per step of the same change made
    /// without input: a handle whose position lives in an `@Observable` model is dragged
    /// (`onChanged` writes the model), then moved by writing the model directly; both are followed
    /// by the frame and its encoding, and both re-run the handle's body. Their difference is what
    /// the input path itself allocates — routing, capture, the recognizer, velocity tracking, the
    /// tracked transaction — and must be 0.
    @MainActor
    static func measureInputPathAllocations(rows: Int) throws -> (drag: Double, write: Double) {
        let model = HandleModel()
        let host = ViewHost(
            size: Size(width: Double(width), height: Double(height)), root: DragField(rows: rows, model: model))
        var renderer = FrameRenderer()
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        var time = 0.0
        renderer.render(host.render(at: time), into: &output)
        var step = 0
        func column(_ step: Int) -> Double {
            let phase = step % 120
            return Double(phase < 60 ? phase : 120 - phase)
        }
        func frame() {
            output.removeAll(keepingCapacity: true)
            renderer.render(host.render(at: time), into: &output)
        }
        func dragStep() {
            step += 1
            time += 1.0 / 60
            host.handle(.pointer(PointerEvent(kind: .drag, location: Point(x: column(step) + 0.5, y: 0.5))), at: time)
            frame()
        }
        func writeStep() {
            step += 1
            time += 1.0 / 60
            model.x = column(step)
            frame()
        }
        func checkHandle(_ what: String) throws {
            let row = host.buffer.lines[0]
            let drawn = row.firstIndex(of: "@").map { row.distance(from: row.startIndex, to: $0) }
            guard drawn == Int(column(step)) else {
                throw BenchmarkFailure(
                    "\(what): the handle is drawn at column \(String(describing: drawn)), expected \(Int(column(step)))")
            }
        }
        let counted = 50
        host.handle(.pointer(PointerEvent(kind: .down, location: Point(x: 0.5, y: 0.5))), at: time)
        for _ in 0..<130 { dragStep() }
        let drag = countAllocations { for _ in 0..<counted { dragStep() } }
        try checkHandle("dragged")
        host.handle(.pointer(PointerEvent(kind: .up, location: Point(x: column(step) + 0.5, y: 0.5))), at: time)
        // Past the velocity tracking the drag left (it lasts up to 2 s after the last sample).
        for _ in 0..<150 { writeStep() }
        let write = countAllocations { for _ in 0..<counted { writeStep() } }
        try checkHandle("written")
        return (Double(drag.count) / Double(counted), Double(write.count) / Double(counted))
    }

    /// Median µs for a press and release on a row (a tap) in a tree of `rows` tappable rows.
    @MainActor
    static func measureHitTest(rows: Int, options: RunOptions) throws -> Double {
        let counter = TapCounter()
        let host = ViewHost(
            size: Size(width: Double(width), height: Double(height)),
            root: DragField(rows: rows, counter: counter))
        _ = host.render(at: 0)
        var time = 0.0
        let location = PointerEvent.cellCentre(column: 3, row: 20)
        let times = measureRounds(warmup: 5, rounds: options.rounds(200)) {
            time += 0.5  // apart enough that no two taps make a double tap
            host.handle(.pointer(PointerEvent(kind: .down, location: location)), at: time)
            host.handle(.pointer(PointerEvent(kind: .up, location: location)), at: time)
        }
        guard counter.taps == 5 + times.samples.count else {
            throw BenchmarkFailure(
                "\(counter.taps) taps reached the row, expected \(5 + times.samples.count)")
        }
        return times.median / 1e3
    }
}

/// Counts taps on the rows.
@MainActor
final class TapCounter {
    var taps = 0
}

/// `rows` tappable text rows under a handle dragged along the first line (its position in
/// `@State`, or in `model` when one is given).
struct DragField: View {
    let rows: Int
    var counter: TapCounter? = nil
    var model: HandleModel? = nil

    var body: some View {
        ZStack(alignment: .topLeading) {
            VStack(alignment: .leading, spacing: 0) {
                Text("")
                ForEach(0..<rows, id: \.self) { index in
                    Text("row \(index)").onTapGesture { counter?.taps += 1 }
                }
            }
            if let model {
                ObservedDragHandle(model: model)
            } else {
                DragHandle()
            }
        }
        // The top of the tree at the top of the screen (a taller root is centred otherwise).
        .frame(width: Double(DragBenchmark.width), height: Double(DragBenchmark.height), alignment: .topLeading)
    }
}

/// A one-cell handle that follows the pointer.
struct DragHandle: View {
    @State private var x = 0.0

    var body: some View {
        Text("@")
            .offset(x: x)
            .gesture(DragGesture(minimumDistance: 0).onChanged { value in x = value.translation.width })
    }
}

/// A handle position a drag writes and the benchmark writes directly.
@Observable
@MainActor
final class HandleModel {
    var x = 0.0
}

/// A one-cell handle whose position is read from `model`.
struct ObservedDragHandle: View {
    let model: HandleModel

    var body: some View {
        Text("@")
            .offset(x: model.x)
            .gesture(DragGesture(minimumDistance: 0).onChanged { value in model.x = value.translation.width })
    }
}
