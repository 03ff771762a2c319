import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("Long-press gestures")
struct LongPressGestureTests {
    private func host(_ log: GestureLog, minimumDuration: Double = 0.5) -> HeadlessHost {
        HeadlessHost(width: 10, height: 1) {
            screen(width: 10, height: 1) {
                Color.blue.onLongPressGesture(minimumDuration: minimumDuration) {
                    log.record("long")
                } onPressingChanged: {
                    log.record("pressing \($0)")
                }
            }
        }
    }

    @Test("holding for the minimum duration succeeds at that instant, before the release")
    func succeedsOnTime() {
        let log = GestureLog()
        let host = host(log)
        host.press(at: cell(2, 0))
        #expect(log.take() == ["pressing true"])
        host.advance(by: 0.3)
        #expect(log.entries == [])
        host.advance(by: 0.3)
        #expect(log.take() == ["long", "pressing false"])
        host.release(at: cell(2, 0))
        #expect(log.take() == [])
    }

    @Test("the manual clock stops at the duration: a long advance recognizes it at 0.5 s exactly")
    func exactTime() {
        var recognizedAt: Double?
        let holder = Holder()
        let host = HeadlessHost(width: 10, height: 1) {
            screen(width: 10, height: 1) {
                Color.blue.gesture(LongPressGesture().onEnded { _ in recognizedAt = holder.host?.time })
            }
        }
        holder.host = host
        host.press(at: cell(2, 0))
        host.advance(by: 3)
        #expect(recognizedAt == 0.5)
    }

    @Test("releasing early or moving away fails the long press")
    func fails() {
        let log = GestureLog()
        let host = host(log)
        host.press(at: cell(2, 0))
        host.advance(by: 0.2)
        host.release(at: cell(2, 0))
        #expect(log.take() == ["pressing true", "pressing false"])
        host.press(at: cell(2, 0))
        host.move(to: cell(5, 0))
        host.advance(by: 1)
        host.release(at: cell(5, 0))
        #expect(log.take() == ["pressing true", "pressing false"])
    }

    @Test("a tap and a long press share a view: a click taps, a hold presses long")
    func tapAndLongPress() {
        let log = GestureLog()
        let host = HeadlessHost(width: 10, height: 1) {
            screen(width: 10, height: 1) {
                Color.blue
                    .onTapGesture { log.record("tap") }
                    .onLongPressGesture { log.record("long") }
            }
        }
        host.click(x: 1, y: 0)
        #expect(log.take() == ["tap"])
        host.longPress(at: cell(1, 0), duration: 0.8)
        #expect(log.take() == ["long"])
    }

    @Test("a long press updates a gesture state while held and puts it back when it ends")
    func gestureState() {
        let host = HeadlessHost(width: 10, height: 1) { PressIndicator() }
        #expect(host.lines == ["idle      "])
        host.press(at: cell(0, 0))
        #expect(host.lines == ["pressing  "])
        host.advance(by: 0.6)
        #expect(host.lines == ["done      "])
    }
}

@MainActor
private final class Holder {
    var host: HeadlessHost?
}

private struct PressIndicator: View {
    @GestureState private var isPressing = false
    @State private var isDone = false

    var body: some View {
        screen(width: 10, height: 1) {
            Text(isDone ? "done" : isPressing ? "pressing" : "idle")
                .frame(width: 10, height: 1, alignment: .leading)
                .background(Color.default)
                .gesture(
                    LongPressGesture(minimumDuration: 0.5)
                        .updating($isPressing) { value, state, _ in state = value }
                        .onEnded { _ in isDone = true })
        }
    }
}
