import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// A knob that follows a drag and springs back on release.
private struct Knob: View {
    @State private var offset = Size.zero
    let spring: Animation

    var body: some View {
        screen(width: 80, height: 3) {
            Text("●")
                .offset(offset)
                .gesture(
                    DragGesture(coordinateSpace: .global)
                        .onChanged { offset = $0.translation }
                        .onEnded { _ in withAnimation(spring) { offset = .zero } })
        }
    }
}

/// A knob whose drag offset is a `@GestureState` reset with a spring.
private struct GestureStateKnob: View {
    @GestureState(resetTransaction: Transaction(animation: .spring(duration: 0.5))) private var offset = Size
        .zero

    var body: some View {
        screen(width: 80, height: 3) {
            Text("●")
                .offset(offset)
                .gesture(
                    DragGesture(coordinateSpace: .global)
                        .updating($offset) { value, state, _ in state = value.translation })
        }
    }
}

@MainActor
@Suite("Velocity hand-off")
struct VelocityHandOffTests {
    /// The presented x of the knob (its display item, before quantisation to cells).
    private func knobX(_ host: HeadlessHost) -> Double {
        host.displayList.items.first { if case .text("●", _) = $0.kind { true } else { false } }.map {
            Double($0.frame.minX)
        } ?? .nan
    }

    @Test(
        "a spring started on release carries the drag's velocity (±5 %) without a jump",
        arguments: [Animation.spring(duration: 0.5), .bouncy, .smooth(duration: 0.8)])
    func springInheritsVelocity(spring: Animation) {
        let host = HeadlessHost(width: 80, height: 3) { Knob(spring: spring) }
        host.frameInterval = 1.0 / 300
        let start = knobX(host)
        // 30 cells in 0.3 s, 15 steps of 20 ms: 100 cells per second to the right.
        host.drag(from: Point(x: 0.5, y: 0.5), to: Point(x: 30.5, y: 0.5), steps: 15, duration: 0.3)
        let released = knobX(host)
        #expect(abs(released - (start + 30)) < 1e-9, "no jump at the release: \(released - start)")
        // Springs integrate in steps of 1/300 s from the release, starting from the velocity they
        // inherit (the force enters from the second step), so the first step's displacement over
        // its duration is the initial velocity. Sample a hair before the step's end, so rounding
        // never adds a step.
        let h = 1.0 / 300
        host.advance(by: h * (1 - 1e-9))
        let velocity = (knobX(host) - released) / h
        #expect(abs(velocity - 100) < 5, "initial velocity \(velocity) cells/s, the drag moved at 100")
        host.advance(by: 3)
        #expect(abs(knobX(host) - start) < 0.01, "the spring brings the knob back")
    }

    @Test("a gesture state reset with a spring keeps the drag's velocity too")
    func gestureStateReset() {
        let host = HeadlessHost(width: 80, height: 3) { GestureStateKnob() }
        host.frameInterval = 1.0 / 300
        let start = knobX(host)
        host.drag(from: Point(x: 0.5, y: 0.5), to: Point(x: 30.5, y: 0.5), steps: 15, duration: 0.3)
        let released = knobX(host)
        #expect(abs(released - (start + 30)) < 1e-9)
        let h = 1.0 / 300
        host.advance(by: h * (1 - 1e-9))
        let velocity = (knobX(host) - released) / h
        #expect(abs(velocity - 100) < 5, "initial velocity \(velocity) cells/s")
    }

    @Test("without an animation the release jumps back: the tracked velocity is not an animation")
    func noAnimationJumps() {
        let host = HeadlessHost(width: 80, height: 3) { Knob(spring: .linear(duration: 0)) }
        let start = knobX(host)
        host.drag(from: Point(x: 0.5, y: 0.5), to: Point(x: 10.5, y: 0.5), steps: 5, duration: 0.1)
        host.advance(by: 0.1)
        #expect(abs(knobX(host) - start) < 1e-9)
    }
}
