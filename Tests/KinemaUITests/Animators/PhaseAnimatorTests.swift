import KinemaAnimation
import KinemaGeometry
import Testing

@testable import KinemaUI

/// The x offset of the item drawing "●".
@MainActor
private func dotX(_ host: HeadlessHost) -> Double? {
    host.item(showing: "●").map { Double($0.frame.origin.x) }
}

private func near(_ value: Double?, _ expected: Double, within tolerance: Double) -> Bool {
    guard let value else { return false }
    return abs(value - expected) <= tolerance
}

@MainActor
@Suite("PhaseAnimator")
struct PhaseAnimatorTests {
    @Test("a continuous animator starts at the first phase and cycles with each phase's animation")
    func continuousCycle() {
        let log = EventLog()
        let host = HeadlessHost(width: 20, height: 1) {
            PhaseAnimator([0.0, 10.0, 4.0]) { x in
                Text("●").offset(x: x)
            } animation: { phase in
                log.events.append("to \(phase)")
                return .linear(duration: 1)
            }.frame(width: 20, alignment: .leading)
        }
        #expect(dotX(host) == 0)
        host.advance(by: 0.5)
        #expect(dotX(host) == 5)
        host.advance(by: 0.5)
        #expect(dotX(host) == 10)
        // Each step starts when the previous one's completion runs: in the frame after it ended.
        host.advance(by: 0.5)
        #expect(near(dotX(host), 7, within: 0.15))
        host.advance(by: 1)
        #expect(near(dotX(host), 2, within: 0.3))
        host.advance(by: 1)
        #expect(log.events.prefix(4) == ["to 10.0", "to 4.0", "to 0.0", "to 10.0"])
    }

    @Test("a triggered animator runs through every phase once and rests at the first")
    func triggered() {
        let model = AnimatorModel()
        let host = HeadlessHost(width: 20, height: 1) {
            PhaseAnimator([0.0, 8.0, 4.0], trigger: model.trigger) { x in
                Text("●").offset(x: x)
            } animation: { _ in
                .linear(duration: 1)
            }
            .frame(width: 20, alignment: .leading)
        }
        host.advance(by: 3)
        #expect(dotX(host) == 0)
        #expect(host.host.needsFrame == false)
        model.trigger += 1
        host.advance(by: 0.5)
        #expect(dotX(host) == 4)
        host.advance(by: 1)
        #expect(near(dotX(host), 6, within: 0.15))
        host.advance(by: 1)
        #expect(near(dotX(host), 2, within: 0.3))
        host.advance(by: 0.5)
        #expect(near(dotX(host), 0, within: 0.3))
        host.advance(by: 2)
        #expect(dotX(host) == 0)
        #expect(host.host.isAnimating == false)
    }

    @Test("a phase that changes nothing is skipped at once, not dwelt on")
    func identicalPhasesSkip() {
        let model = AnimatorModel()
        let host = HeadlessHost(width: 20, height: 1) {
            PhaseAnimator([0.0, 10.0, 10.0], trigger: model.trigger) { x in
                Text("●").offset(x: x)
            } animation: { _ in
                .linear(duration: 1)
            }
            .frame(width: 20, alignment: .leading)
        }
        model.trigger += 1
        host.advance(by: 1)
        #expect(dotX(host) == 10)
        // The step to the second 10 animates nothing and completes at once (in the next frame a
        // terminal draws), so the animator goes straight on to 0.
        #expect(host.host.needsFrame)
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.5)
        #expect(near(dotX(host), 5, within: 0.2))
    }

    @Test("a nil animation makes its step jump; the modifier form animates the modified view")
    func nilAnimationAndModifier() {
        let model = AnimatorModel()
        let host = HeadlessHost(width: 20, height: 1) {
            Text("●")
                .phaseAnimator([0.0, 6.0], trigger: model.trigger) { content, x in
                    content.offset(x: x)
                } animation: { x in
                    x == 6 ? nil : .linear(duration: 1)
                }
                .frame(width: 20, alignment: .leading)
        }
        model.trigger += 1
        host.update()
        host.advance(by: 0.01)
        #expect(dotX(host) ?? 0 > 5.8)
        host.advance(by: 0.49)
        #expect(abs((dotX(host) ?? 0) - 3) < 0.2)
    }

    @Test("zero phases show nothing with a diagnostic; one phase shows it and never animates")
    func degeneratePhases() {
        let empty = HeadlessHost(width: 10, height: 1) {
            PhaseAnimator([Double]()) { x in Text("\(x)") }
        }
        empty.advance(by: 1)
        #expect(empty.lines == ["          "])
        #expect(empty.host.diagnostics.contains { $0.contains("no phases") })
        let one = HeadlessHost(width: 10, height: 1) {
            PhaseAnimator([7]) { x in Text("\(x)") }
        }
        one.advance(by: 1)
        #expect(one.lines == ["    7     "])
        #expect(one.host.needsFrame == false)
    }

    @Test("a continuous animator whose content ignores the phase takes one cycle per frame")
    func ignoredPhasesDoNotSpin() {
        let log = EventLog()
        let host = HeadlessHost(width: 10, height: 1) {
            PhaseAnimator([1, 2, 3]) { _ in
                Text("x")
            } animation: { phase in
                log.events.append("\(phase)")
                return .default
            }
        }
        host.update()
        #expect(log.events.count <= 4)
        #expect(host.host.needsFrame)
    }

    @Test("a removed animator stops stepping and frees its nodes")
    func removal() {
        let model = AnimatorModel()
        let host = HeadlessHost(width: 20, height: 1) {
            if model.show {
                PhaseAnimator([0.0, 10.0]) { x in Text("●").offset(x: x) }
            }
        }
        let start = host.host.nodeCount
        host.advance(by: 0.2)
        model.show = false
        host.advance(by: 2)
        #expect(host.host.isAnimating == false)
        #expect(host.host.needsFrame == false)
        model.show = true
        host.update()
        #expect(host.host.nodeCount == start)
    }
}
