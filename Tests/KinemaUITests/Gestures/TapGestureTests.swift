import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("Tap gestures")
struct TapGestureTests {
    @Test("a click on a view's content runs its tap action; a click beside it does not")
    func tapOnContent() {
        let log = GestureLog()
        let host = HeadlessHost(width: 10, height: 3) {
            screen(width: 10, height: 3) {
                Text("tap").onTapGesture { log.record("tap") }
            }
        }
        host.click(x: 1, y: 0)
        host.click(x: 6, y: 0)
        host.click(x: 1, y: 2)
        #expect(log.take() == ["tap"])
    }

    @Test("a press that moves more than a cell before the release is not a tap")
    func movedPressFails() {
        let log = GestureLog()
        let host = HeadlessHost(width: 10, height: 1) {
            screen(width: 10, height: 1) { Color.blue.onTapGesture { log.record("tap") } }
        }
        host.press(at: cell(1, 0))
        host.move(to: cell(4, 0))
        host.release(at: cell(4, 0))
        #expect(log.take() == [])
        host.press(at: cell(1, 0))
        host.move(to: cell(2, 0))
        host.release(at: cell(2, 0))
        #expect(log.take() == ["tap"])
    }

    @Test("a double tap needs two taps within the interval, near each other")
    func doubleTap() {
        let log = GestureLog()
        let host = HeadlessHost(width: 10, height: 1) {
            screen(width: 10, height: 1) { Color.blue.onTapGesture(count: 2) { log.record("double") } }
        }
        host.click(x: 1, y: 0)
        #expect(log.entries == [])
        host.advance(by: 0.2)
        host.click(x: 1, y: 0)
        #expect(log.take() == ["double"])
        host.click(x: 1, y: 0)
        host.advance(by: 0.6)
        host.click(x: 1, y: 0)
        #expect(log.take() == [], "a second tap after the interval starts over")
        host.click(x: 1, y: 0)
        #expect(log.take() == ["double"])
    }

    @Test("a double tap before a single tap: the single tap waits until the double tap has failed")
    func doubleBeforeSingle() {
        let log = GestureLog()
        let host = HeadlessHost(width: 10, height: 1) {
            screen(width: 10, height: 1) {
                Color.blue
                    .onTapGesture(count: 2) { log.record("double") }
                    .onTapGesture { log.record("single") }
            }
        }
        host.click(x: 1, y: 0)
        #expect(log.entries == [])
        host.advance(by: 0.1)
        host.click(x: 1, y: 0)
        #expect(log.take() == ["double"])
        host.click(x: 1, y: 0)
        host.advance(by: 0.49)
        #expect(log.entries == [])
        host.advance(by: 0.02)
        #expect(log.take() == ["single"], "the single tap runs when the interval has passed")
    }

    @Test("a subview's tap has precedence over its container's")
    func subviewFirst() {
        let log = GestureLog()
        let host = HeadlessHost(width: 10, height: 1) {
            screen(width: 10, height: 1) {
                HStack(spacing: 0) {
                    Text("in").onTapGesture { log.record("inner") }
                    Text("out")
                }
                .onTapGesture { log.record("outer") }
            }
        }
        host.click(x: 0, y: 0)
        host.click(x: 3, y: 0)
        #expect(log.take() == ["inner", "outer"])
    }

    @Test("a high-priority gesture beats the subview's, a simultaneous one runs with it")
    func priorities() {
        let log = GestureLog()
        let host = HeadlessHost(width: 10, height: 2) {
            screen(width: 10, height: 2) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("high").onTapGesture { log.record("high inner") }
                        .highPriorityGesture(TapGesture().onEnded { log.record("high outer") })
                    Text("both").onTapGesture { log.record("both inner") }
                        .simultaneousGesture(TapGesture().onEnded { log.record("both outer") })
                }
            }
        }
        host.click(x: 0, y: 0)
        #expect(log.take() == ["high outer"])
        host.click(x: 0, y: 1)
        #expect(log.take() == ["both inner", "both outer"])
    }

    @Test("masks disable the subviews' gestures or the view's own")
    func masks() {
        let log = GestureLog()
        let host = HeadlessHost(width: 10, height: 3) {
            screen(width: 10, height: 3) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("own").onTapGesture { log.record("inner 1") }
                        .gesture(TapGesture().onEnded { log.record("outer 1") }, including: .gesture)
                    Text("sub").onTapGesture { log.record("inner 2") }
                        .simultaneousGesture(
                            TapGesture().onEnded { log.record("outer 2") }, including: .subviews)
                    Text("off").onTapGesture { log.record("inner 3") }
                        .gesture(TapGesture().onEnded { log.record("outer 3") }, including: .none)
                }
            }
        }
        host.click(x: 0, y: 0)
        host.click(x: 0, y: 1)
        host.click(x: 0, y: 2)
        #expect(log.take() == ["outer 1", "inner 2"])
    }

    @Test("a spatial tap reports its location in local, global and named spaces")
    func spatialTap() {
        let log = GestureLog()
        let host = HeadlessHost(width: 20, height: 6) {
            screen(width: 20, height: 6) {
                Color.blue
                    .frame(width: 6, height: 2)
                    .onTapGesture(coordinateSpace: .local) { log.record("local \($0.x),\($0.y)") }
                    .simultaneousGesture(
                        SpatialTapGesture(coordinateSpace: .global).onEnded {
                            log.record("global \($0.location.x),\($0.location.y)")
                        }
                    )
                    .simultaneousGesture(
                        SpatialTapGesture(coordinateSpace: .named("panel")).onEnded {
                            log.record("named \($0.location.x),\($0.location.y)")
                        }
                    )
                    .padding(1)
                    .coordinateSpace(name: "panel")
                    .offset(x: 4, y: 2)
            }
        }
        // The blue box is drawn at columns 5…10, rows 3…4 (offset 4,2 plus padding 1).
        host.click(x: 6, y: 4)
        #expect(log.take() == ["local 1.5,1.5", "global 6.5,4.5", "named 2.5,2.5"])
    }

    @Test("a disabled view's gestures are not recognized")
    func disabled() {
        let log = GestureLog()
        let host = HeadlessHost(width: 10, height: 1) {
            screen(width: 10, height: 1) { Color.blue.onTapGesture { log.record("tap") }.disabled(true) }
        }
        host.click(x: 1, y: 0)
        #expect(log.take() == [])
    }
}
