import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

private struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

@MainActor
@Suite("HeadlessHost")
struct HeadlessHostTests {
    @Test("a text is centred in the screen")
    func centredText() {
        let host = HeadlessHost(width: 8, height: 3) { Text("hi") }
        #expect(host.lines == ["        ", "   hi   ", "        "])
    }

    @Test("clicking a button writes state and re-renders")
    func clickButton() {
        let host = HeadlessHost(width: 9, height: 2) { Counter() }
        #expect(host.lines == [" Count 0 ", "   Add   "])
        host.click(x: 4, y: 1)
        #expect(host.lines == [" Count 1 ", "   Add   "])
    }

    @Test("Tab focuses the button and Enter activates it")
    func keyboardFocus() throws {
        let host = HeadlessHost(width: 9, height: 2) { Counter() }
        host.press(.tab)
        let cell = host.buffer[3, 1]
        #expect(cell.style.attributes.contains(.inverse))
        host.press(.return)
        host.press(.space)
        #expect(host.lines[0] == " Count 2 ")
    }
}

@MainActor
@Observable
private final class SlideModel {
    var x = 0.0
}

@MainActor
@Suite("HeadlessHost clock bounds")
struct HeadlessHostClockTests {
    @Test("a non-positive or non-finite frame interval is sanitised", arguments: [0, -1, Double.nan, .infinity])
    func frameIntervalIsSanitised(interval: Double) {
        let host = HeadlessHost(width: 4, height: 1) { Text("x") }
        host.frameInterval = interval
        #expect(host.frameInterval > 0 && host.frameInterval.isFinite)
    }

    @Test("advancing with a zero frame interval while animating terminates and finishes the animation")
    func zeroIntervalTerminates() {
        let model = SlideModel()
        let host = HeadlessHost(width: 10, height: 1) {
            Text("x").offset(x: model.x).frame(width: 10, height: 1, alignment: .leading)
        }
        host.frameInterval = 0
        withAnimation(.linear(duration: 1)) { model.x = 5 }
        host.advance(by: 2)
        #expect(host.lines == ["     x    "])
        #expect(!host.host.isAnimating)
    }

    @Test("a huge advance of a forever-repeating animation stays bounded")
    func hugeAdvanceIsBounded() {
        let model = SlideModel()
        let host = HeadlessHost(width: 10, height: 1, time: 1e20) {
            Text("x").offset(x: model.x).frame(width: 10, height: 1, alignment: .leading)
        }
        withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { model.x = 5 }
        host.advance(by: 1e9)
        #expect(host.time >= 1e20)
        #expect(host.host.isAnimating)
    }
}
