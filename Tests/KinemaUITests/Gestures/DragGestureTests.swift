import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("Drag gestures")
struct DragGestureTests {
    @Test("a drag reports start, location and translation once past its minimum distance")
    func translation() {
        let log = GestureLog()
        let host = HeadlessHost(width: 20, height: 4) {
            screen(width: 20, height: 4) {
                Color.blue.frame(width: 20, height: 4)
                    .gesture(
                        DragGesture(minimumDistance: 2)
                            .onChanged {
                                log.record(
                                    "changed \($0.startLocation.x) \($0.location.x) \($0.translation.width)")
                            }
                            .onEnded { log.record("ended \($0.translation.width),\($0.translation.height)") })
            }
        }
        host.press(at: cell(2, 1))
        host.move(to: cell(3, 1))
        #expect(log.entries == [], "one cell is under the minimum distance")
        host.move(to: cell(5, 1))
        host.move(to: cell(9, 2))
        host.release(at: cell(9, 2))
        #expect(log.take() == ["changed 2.5 5.5 3.0", "changed 2.5 9.5 7.0", "ended 7.0,1.0"])
    }

    @Test("a drag that never reaches its minimum distance fails: onEnded does not run")
    func tooShort() {
        let log = GestureLog()
        let host = HeadlessHost(width: 10, height: 1) {
            screen(width: 10, height: 1) {
                Color.blue.gesture(DragGesture(minimumDistance: 3).onEnded { _ in log.record("ended") })
            }
        }
        host.drag(from: cell(1, 0), to: cell(3, 0), steps: 2, duration: 0.02)
        #expect(log.take() == [])
    }

    @Test("a zero minimum distance starts the drag on the press")
    func zeroMinimum() {
        let log = GestureLog()
        let host = HeadlessHost(width: 10, height: 1) {
            screen(width: 10, height: 1) {
                Color.blue.gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { log.record("changed \($0.translation.width)") }
                        .onEnded { log.record("ended \($0.translation.width)") })
            }
        }
        host.press(at: cell(1, 0))
        host.release(at: cell(1, 0))
        #expect(log.take() == ["changed 0.0", "ended 0.0"])
    }

    @Test("the capture keeps following the pointer outside the view, and past the screen's edges")
    func captureOutsideBounds() {
        let log = GestureLog()
        let host = HeadlessHost(width: 20, height: 4) {
            screen(width: 20, height: 4) {
                Color.blue.frame(width: 2, height: 1)
                    .gesture(
                        DragGesture(coordinateSpace: .global).onEnded { log.record("ended \($0.location.x),\($0.location.y)") })
            }
        }
        host.press(at: cell(0, 0))
        host.move(to: cell(15, 3))
        host.move(to: Point(x: -40, y: 900))
        host.release(at: Point(x: 300, y: -7))
        #expect(log.take() == ["ended 300.0,-7.0"])
    }

    @Test("velocity and predicted end follow a steady drag (UIScrollView's normal deceleration)")
    func velocityAndPrediction() throws {
        var ended: DragGesture.Value?
        let host = HeadlessHost(width: 60, height: 4) {
            screen(width: 60, height: 4) {
                Color.blue.frame(width: 60, height: 4)
                    .gesture(DragGesture(coordinateSpace: .global).onEnded { ended = $0 })
            }
        }
        // 20 cells in 0.2 s: 100 cells per second.
        host.drag(from: Point(x: 10, y: 1), to: Point(x: 30, y: 1), steps: 10, duration: 0.2)
        let value = try #require(ended)
        #expect(abs(value.velocity.width - 100) < 1e-6)
        #expect(abs(value.velocity.height) < 1e-9)
        #expect(abs(value.predictedEndTranslation.width - (20 + 100 * 0.998 / 0.002 / 1000)) < 1e-6)
        #expect(
            value.predictedEndLocation
                == DragGesture.predictedEnd(from: value.location, velocity: value.velocity))
        #expect(abs(value.time.timeIntervalSinceReferenceDate - 0.2) < 1e-9)
    }

    @Test("a local drag measures in the attached view's space, scaled by the effects around it")
    func localSpaceScaled() {
        let log = GestureLog()
        let host = HeadlessHost(width: 40, height: 10) {
            screen(width: 40, height: 10) {
                Color.blue.frame(width: 10, height: 4)
                    .gesture(
                        DragGesture(minimumDistance: 0).onEnded {
                            log.record(
                                "\($0.startLocation.x),\($0.startLocation.y) \($0.translation.width),\($0.translation.height)")
                        }
                    )
                    .scaleEffect(2, anchor: .topLeading)
            }
        }
        host.press(at: Point(x: 4, y: 2))
        host.move(to: Point(x: 14, y: 6))
        host.release(at: Point(x: 14, y: 6))
        #expect(log.take() == ["2.0,1.0 5.0,2.0"])
    }
}
