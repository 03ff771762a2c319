import Kinema
import Observation

/// The model of one cell that can be shown or hidden with a transition.
@MainActor
@Observable
final class TransitionCellModel {
    let id: Int
    var isShown: Bool

    init(id: Int, isShown: Bool) {
        self.id = id
        self.isShown = isShown
    }
}

/// One cell: a one-character text inserted and removed with an opacity transition, explicit or
/// SwiftUI's default one for a view without `.transition`.
struct TransitionCell: View {
    let model: TransitionCellModel
    let isExplicit: Bool

    var body: some View {
        if model.isShown {
            if isExplicit { Text("c").transition(.opacity) } else { Text("c") }
        }
    }
}

/// `rows` of 10 transitioning cells.
struct TransitionGrid: View {
    let rows: [[TransitionCellModel]]
    let isExplicit: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<rows.count) { row in
                HStack(spacing: 0) {
                    ForEach(rows[row], id: \.id) { TransitionCell(model: $0, isExplicit: isExplicit) }
                }
            }
        }
    }
}

/// `ui/transitions`: frames while 1,000 views transition in and 1,000 out (opacity, linear) in a
/// tree of 20,000 cells on an 80×40 headless screen; then the transitions end and the removed
/// views must be freed. Run twice: with `.transition(.opacity)` on each cell, and with none (the
/// default fade, one opacity slot on the text node instead of a transition node).
///
/// A timed frame is `HeadlessHost.advance(by: 1/64)` mid-transition (animate + layout + draw +
/// raster). The update that starts the transitions (2,000 bodies, 1,000 removals kept on screen,
/// 1,000 insertions committed twice) is timed once, and its size measurements are counted: only the
/// changed cells, their rows and the containers above them may be measured (at most 60 per changed
/// cell), not the 20,000 unchanged cells (before the size cache held eight answers, the stack of
/// stacks missed every cached size and the update measured ~1.5 M sizes). Checks: that bound, the
/// node count while the transitions run is the start count plus the 1,000 disappearing views' nodes,
/// and it returns exactly to the start count when they end (removed nodes freed).
struct TransitionFrameBenchmark: Benchmark {
    var name: String { "transitions" }

    static let duration = 500.0

    /// One timed frame. Not inlined, so that callgrind can count exactly the timed frames
    /// (`--collect-atstart=no --toggle-collect=` this function's mangled name).
    @MainActor @inline(never)
    static func frame(_ host: HeadlessHost) {
        host.advance(by: 1.0 / 64)
    }

    func run(_ options: RunOptions) throws -> [Measurement] {
        try run(options, explicit: true) + run(options, explicit: false)
    }

    /// The measurements with `.transition(.opacity)` on each cell, or with none (SwiftUI's default
    /// `.opacity`, which Kinema runs without a transition node).
    private func run(_ options: RunOptions, explicit: Bool) throws -> [Measurement] {
        let tree = options.size(quick: 2_000, full: 20_000)
        let moving = options.size(quick: 100, full: 1_000)
        let variant = explicit ? "" : ", no .transition"
        return try MainActor.assumeIsolated {
            // Cells alternate: the even ones start shown, so `moving` of each start in the middle.
            let models = stride(from: 0, to: tree, by: 10).map { start in
                (start..<(start + 10)).map { TransitionCellModel(id: $0, isShown: $0 % 2 == 0) }
            }
            let cells = Array(models.joined())
            let host = HeadlessHost(width: 80, height: 40) { TransitionGrid(rows: models, isExplicit: explicit) }
            let startNodes = host.host.nodeCount
            let first = (tree / 2 - moving) / 2 * 2
            let changing = cells[first..<(first + 2 * moving)]
            host.host.resetStatistics()
            let began = ContinuousClock.now
            withAnimation(.linear(duration: Self.duration)) {
                for model in changing { model.isShown.toggle() }
            }
            host.update()
            let startUpdate = ContinuousClock.now - began
            let startMeasurements = host.host.sizeMeasurements
            guard startMeasurements <= 60 * 2 * moving else {
                throw BenchmarkFailure(
                    "the update starting the transitions measured \(startMeasurements) sizes for \(2 * moving) changed "
                        + "cells: unchanged cells were measured again")
            }
            let duringNodes = host.host.nodeCount
            let times = measureRounds(warmup: 3, rounds: options.rounds(30)) { Self.frame(host) }
            guard host.host.isAnimating else { throw BenchmarkFailure("the transitions stopped early") }
            // The removed cells' Text and transition nodes stay while they disappear; the
            // inserted ones add as many.
            guard duringNodes > startNodes else {
                throw BenchmarkFailure(
                    "no removed view stayed while its transition ran (\(duringNodes) nodes)")
            }
            // Coarse frames to the end: the check is about what is freed, not about motion.
            host.frameInterval = 1
            host.advance(by: Self.duration)
            guard !host.host.isAnimating, host.host.nodeCount == startNodes else {
                throw BenchmarkFailure(
                    "after the transitions ended: \(host.host.nodeCount) nodes, expected \(startNodes)")
            }
            let updateMicroseconds =
                Double(startUpdate.components.attoseconds) / 1e12
                + Double(startUpdate.components.seconds) * 1e6
            return [
                Measurement(
                    "ms/frame \(moving) in + \(moving) out of \(tree)\(variant)", times.median / 1e6,
                    target: options.isQuick ? nil : 2),
                Measurement("ms for the update starting them (once)\(variant)", updateMicroseconds / 1e3),
                Measurement("sizes measured by that update\(variant)", Double(startMeasurements)),
                Measurement(
                    "nodes left over after they ended\(variant)", Double(host.host.nodeCount - startNodes),
                    target: 0),
            ]
        }
    }
}
