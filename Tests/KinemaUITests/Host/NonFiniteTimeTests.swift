import KinemaAnimation
import KinemaGeometry
import Testing

@testable import KinemaUI

/// A box that slides right under `.smooth` when `x` is pressed.
private struct Slider: View {
    @State private var moved = false

    var body: some View {
        Text("#")
            .offset(x: moved ? 10 : 0)
            .animation(.smooth, value: moved)
            .frame(width: 12, height: 1, alignment: .leading)
            .onKeyPress("x") {
                moved.toggle()
                return .handled
            }
    }
}

/// Renders frames at 60 fps from `start` to `end` (springs integrate per frame, as on screen) and
/// returns the last one's lines.
@MainActor
private func run(_ host: ViewHost, from start: Double, to end: Double) -> [String] {
    var time = start
    while time + 1.0 / 60 < end {
        time += 1.0 / 60
        host.render(at: time)
    }
    return host.render(at: end).lines
}

@MainActor
@Suite("ViewHost at non-finite times")
struct NonFiniteTimeTests {
    nonisolated static let times: [Double] = [.nan, .infinity, -.infinity]

    @Test("a frame at a non-finite time ends running animations and keeps the clock", arguments: times)
    func frameAtNonFiniteTime(time: Double) {
        let host = ViewHost(size: Size(width: 12, height: 1), root: Slider())
        host.render(at: 0)
        host.handle(.key(KeyPress(key: "x")), at: 1)
        #expect(run(host, from: 1, to: 1.1) != ["          # "])
        #expect(host.isAnimating)
        #expect(host.render(at: time).lines == ["          # "])
        #expect(!host.isAnimating)
        #expect(host.diagnostics.contains { $0.contains("not finite") })
        // The clock stayed at 1.1: a change at 2 animates from there as usual.
        host.handle(.key(KeyPress(key: "x")), at: 2)
        #expect(host.isAnimating)
        #expect(run(host, from: 2, to: 2.1) != ["#           "])
        #expect(run(host, from: 2.1, to: 5) == ["#           "])
        #expect(!host.isAnimating)
    }

    @Test(
        "an event at a non-finite time is handled at the clock's time and animates from there",
        arguments: times)
    func eventAtNonFiniteTime(time: Double) {
        let host = ViewHost(size: Size(width: 12, height: 1), root: Slider())
        host.render(at: 1)
        host.handle(.key(KeyPress(key: "x")), at: time)
        #expect(host.isAnimating)
        let midway = run(host, from: 1, to: 1.1)
        #expect(midway != ["#           "] && midway != ["          # "])
        #expect(run(host, from: 1.1, to: 4) == ["          # "])
        #expect(!host.isAnimating)
    }

    @Test("a host mounted at a non-finite time starts its clock at zero", arguments: times)
    func mountAtNonFiniteTime(time: Double) {
        let host = ViewHost(size: Size(width: 12, height: 1), time: time, root: Slider())
        host.render(at: 0)
        host.handle(.key(KeyPress(key: "x")), at: 0.5)
        #expect(host.isAnimating)
        #expect(run(host, from: 0.5, to: 3) == ["          # "])
    }
}
