import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

@Observable
@MainActor
private final class Presence {
    var isShown = true
}

/// A draggable strip that can be removed from the tree, and a tap target beside it.
private struct RemovableDrag: View {
    let presence: Presence
    let log: GestureLog
    @GestureState private var dragging = false

    var body: some View {
        screen(width: 30, height: 3) {
            VStack(alignment: .leading, spacing: 0) {
                if presence.isShown {
                    Color.blue.frame(width: 30, height: 1)
                        .gesture(
                            DragGesture()
                                .updating($dragging) { _, state, _ in state = true }
                                .onChanged { log.record("changed \($0.translation.width)") }
                                .onEnded { _ in log.record("ended") })
                } else {
                    Color.default.frame(width: 30, height: 1)
                }
                Text(dragging ? "dragging" : "idle")
                Color.red.frame(width: 30, height: 1).onTapGesture { log.record("tap") }
            }
        }
    }
}

@MainActor
@Suite("Pointer routing")
struct PointerRoutingTests {
    @Test("a release without a press, and a drag starting outside every view, do nothing")
    func strayInput() {
        let log = GestureLog()
        let presence = Presence()
        let host = HeadlessHost(width: 30, height: 3) { RemovableDrag(presence: presence, log: log) }
        host.release(at: cell(3, 0))
        host.drag(from: cell(20, 1), to: cell(3, 0), steps: 3, duration: 0.03)
        host.drag(from: cell(35, 4), to: cell(3, 0), steps: 3, duration: 0.03)
        #expect(log.take() == [])
        host.drag(from: cell(3, 0), to: cell(9, 0), steps: 2, duration: 0.02)
        #expect(log.take() == ["changed 3.0", "changed 6.0", "ended"])
        host.click(x: 3, y: 2)
        #expect(log.take() == ["tap"])
    }

    @Test("motion reported outside the screen, and non-finite locations, are handled")
    func outsideScreen() {
        let log = GestureLog()
        let presence = Presence()
        let host = HeadlessHost(width: 30, height: 3) { RemovableDrag(presence: presence, log: log) }
        host.press(at: cell(3, 0))
        host.move(to: Point(x: 1e9, y: -1e9))
        host.move(to: Point(x: Double.nan, y: 3))
        host.move(to: Point(x: -Double.infinity, y: 3))
        host.release(at: Point(x: 1e9, y: -1e9))
        #expect(log.take() == ["changed 999999996.5", "ended"])
        #expect(host.host.diagnostics.contains { $0.contains("non-finite") })
        host.click(x: 3, y: 2)
        #expect(log.take() == ["tap"])
    }

    @Test("10,000 motion events in a row are followed, and the next gesture works")
    func manyMotions() {
        let log = GestureLog()
        let presence = Presence()
        let host = HeadlessHost(width: 30, height: 3) { RemovableDrag(presence: presence, log: log) }
        host.press(at: cell(3, 0))
        for index in 0..<10_000 {
            host.host.handle(
                .pointer(PointerEvent(kind: .drag, location: cell(3 + index % 20, 0))), at: host.time)
        }
        host.release(at: cell(23, 0))
        let entries = log.take()
        #expect(entries.last == "ended")
        #expect(entries.dropLast().allSatisfy { $0.hasPrefix("changed") })
        host.click(x: 3, y: 2)
        #expect(log.take() == ["tap"])
    }

    @Test("a gesture view removed mid-drag: no crash, its gesture state is put back, the capture ends")
    func removedMidDrag() {
        let log = GestureLog()
        let presence = Presence()
        let host = HeadlessHost(width: 30, height: 3) { RemovableDrag(presence: presence, log: log) }
        host.press(at: cell(3, 0))
        host.move(to: cell(8, 0))
        #expect(host.lines[1].hasPrefix("dragging"))
        presence.isShown = false
        host.update()
        #expect(host.lines[1].hasPrefix("idle"), "the gesture state went back: \(host.lines)")
        host.move(to: cell(12, 0))
        host.release(at: cell(12, 0))
        #expect(log.take() == ["changed 5.0"])
        #expect(host.host.pointer.capture == nil)
        host.click(x: 3, y: 2)
        #expect(log.take() == ["tap"])
        presence.isShown = true
        host.update()
        host.drag(from: cell(3, 0), to: cell(5, 0), steps: 1, duration: 0.01)
        #expect(log.take() == ["changed 2.0", "ended"])
    }

    @Test("losing the window's focus cancels the drag: onEnded does not run, the state goes back")
    func windowFocusLost() {
        let log = GestureLog()
        let presence = Presence()
        let host = HeadlessHost(width: 30, height: 3) { RemovableDrag(presence: presence, log: log) }
        host.press(at: cell(3, 0))
        host.move(to: cell(8, 0))
        host.send(.windowFocus(false))
        #expect(host.lines[1].hasPrefix("idle"))
        host.release(at: cell(8, 0))
        #expect(log.take() == ["changed 5.0"])
        host.click(x: 3, y: 2)
        #expect(log.take() == ["tap"])
    }

    @Test("a press without the previous release cancels the lost gesture and starts anew")
    func lostRelease() {
        let log = GestureLog()
        let presence = Presence()
        let host = HeadlessHost(width: 30, height: 3) { RemovableDrag(presence: presence, log: log) }
        host.press(at: cell(3, 0))
        host.move(to: cell(8, 0))
        host.press(at: cell(3, 2))
        host.release(at: cell(3, 2))
        #expect(log.take() == ["changed 5.0", "tap"])
        #expect(host.lines[1].hasPrefix("idle"))
    }

    @Test("a view drawn above another blocks its gestures unless it disallows hit testing or is clear")
    func occlusion() {
        let log = GestureLog()
        let host = HeadlessHost(width: 10, height: 3) {
            screen(width: 10, height: 3) {
                VStack(spacing: 0) {
                    ZStack {
                        Color.blue.onTapGesture { log.record("blocked") }
                        Text("cover")
                    }
                    .frame(height: 1)
                    ZStack {
                        Color.blue.onTapGesture { log.record("reached") }
                        Text("cover").allowsHitTesting(false)
                    }
                    .frame(height: 1)
                    ZStack {
                        Color.blue.onTapGesture { log.record("through clear") }
                        Color.clear
                    }
                    .frame(height: 1)
                }
            }
        }
        host.click(x: 4, y: 0)
        host.click(x: 4, y: 1)
        host.click(x: 4, y: 2)
        #expect(log.take() == ["reached", "through clear"])
    }

    @Test("gaps in a stack are not hit until a content shape makes the whole frame hittable")
    func contentShape() {
        let log = GestureLog()
        let host = HeadlessHost(width: 12, height: 2) {
            screen(width: 12, height: 2) {
                VStack(spacing: 0) {
                    HStack(spacing: 0) {
                        Text("a"); Spacer(); Text("b")
                    }
                    .onTapGesture { log.record("plain") }
                    HStack(spacing: 0) {
                        Text("a"); Spacer(); Text("b")
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { log.record("shaped") }
                }
            }
        }
        host.click(x: 5, y: 0)
        host.click(x: 5, y: 1)
        host.click(x: 0, y: 0)
        #expect(log.take() == ["shaped", "plain"])
    }

    @Test("hover enters and leaves views; continuous hover reports locations in the view's space")
    func hover() {
        let log = GestureLog()
        let host = HeadlessHost(width: 20, height: 3) {
            screen(width: 20, height: 3) {
                VStack(alignment: .leading, spacing: 0) {
                    Color.blue.frame(width: 10, height: 1).onHover { log.record("hover \($0)") }
                    Color.red.frame(width: 10, height: 1).offset(x: 5)
                        .onContinuousHover { phase in
                            switch phase {
                            case .active(let location): log.record("at \(location.x),\(location.y)")
                            case .ended: log.record("ended")
                            }
                        }
                }
            }
        }
        #expect(host.host.wantsPointerMotion)
        host.hover(at: cell(2, 0))
        host.hover(at: cell(3, 0))
        host.hover(at: cell(6, 1))
        host.hover(at: cell(6, 1))
        host.hover(at: cell(18, 2))
        host.hover(at: cell(7, 1))
        host.send(.windowFocus(false))
        // The offset is inside the hover handler, so its space stays where layout put it.
        #expect(log.take() == ["hover true", "hover false", "at 6.5,0.5", "ended", "at 7.5,0.5", "ended"])
    }

    @Test("a wheel step goes to the innermost wheel handler under the pointer")
    func wheel() {
        let log = GestureLog()
        let host = HeadlessHost(width: 20, height: 2) {
            screen(width: 20, height: 2) {
                VStack(alignment: .leading, spacing: 0) {
                    Color.blue.frame(width: 10, height: 1).onScrollWheel {
                        log.record("inner \($0.delta.height) \($0.location.x)")
                    }
                    Color.red.frame(width: 10, height: 1)
                }
                .onScrollWheel { log.record("outer \($0.delta.width)") }
            }
        }
        host.scroll(at: cell(2, 0), dy: 1)
        host.scroll(at: cell(2, 1), dx: -1, dy: 0)
        host.scroll(at: cell(15, 1), dy: 1)
        #expect(log.take() == ["inner 1.0 2.5", "outer -1.0"])
        #expect(!host.host.wantsPointerMotion)
    }
}
