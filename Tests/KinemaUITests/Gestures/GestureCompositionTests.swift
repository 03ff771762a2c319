import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

@MainActor
@Suite("Gesture composition")
struct GestureCompositionTests {
    @Test("a long press then a drag: the drag starts where the pointer is once the press is recognized")
    func longPressThenDrag() {
        let log = GestureLog()
        let host = HeadlessHost(width: 30, height: 3) {
            screen(width: 30, height: 3) {
                Color.blue.gesture(
                    LongPressGesture(minimumDuration: 0.5)
                        .sequenced(before: DragGesture(minimumDistance: 0))
                        .onChanged { value in
                            switch value {
                            case .first(let pressing): log.record("first \(pressing)")
                            case .second(let pressed, let drag):
                                log.record(
                                    "second \(pressed) \(drag.map { "\($0.translation.width)" } ?? "nil")")
                            }
                        }
                        .onEnded { _ in log.record("ended") })
            }
        }
        host.press(at: cell(2, 1))
        #expect(log.take() == ["first true"])
        host.advance(by: 0.6)
        #expect(log.take() == ["second true 0.0"])
        host.move(to: cell(7, 1))
        host.release(at: cell(7, 1))
        #expect(log.take() == ["second true 5.0", "ended"])
    }

    @Test("a drag before the long press is recognized fails the sequence: nothing moves")
    func dragTooEarly() {
        let log = GestureLog()
        let host = HeadlessHost(width: 30, height: 3) {
            screen(width: 30, height: 3) {
                Color.blue.gesture(
                    LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
                        .onEnded { _ in log.record("ended") })
            }
        }
        host.drag(from: cell(2, 1), to: cell(12, 1), steps: 5, duration: 0.1)
        #expect(log.take() == [])
    }

    @Test("a drag exclusively before a tap: moving drags, a click taps")
    func dragBeatsTap() {
        let log = GestureLog()
        let host = HeadlessHost(width: 30, height: 1) {
            screen(width: 30, height: 1) {
                Color.blue.gesture(
                    DragGesture().onEnded { _ in log.record("drag") }
                        .exclusively(before: TapGesture().onEnded { log.record("tap") }))
            }
        }
        host.drag(from: cell(2, 0), to: cell(12, 0), steps: 5, duration: 0.1)
        #expect(log.take() == ["drag"])
        host.click(x: 2, y: 0)
        #expect(log.take() == ["tap"])
    }

    @Test("an exclusive gesture's value says which gesture produced it")
    func exclusiveValue() {
        let log = GestureLog()
        let host = HeadlessHost(width: 30, height: 1) {
            screen(width: 30, height: 1) {
                Color.blue.gesture(
                    TapGesture(count: 2).exclusively(before: TapGesture())
                        .onEnded { value in
                            switch value {
                            case .first: log.record("double")
                            case .second: log.record("single")
                            }
                        })
            }
        }
        host.click(x: 1, y: 0)
        host.click(x: 1, y: 0)
        host.click(x: 1, y: 0)
        host.advance(by: 1)
        #expect(log.take() == ["double", "single"])
    }

    @Test("simultaneous gestures report both values")
    func simultaneous() {
        let log = GestureLog()
        let host = HeadlessHost(width: 30, height: 1) {
            screen(width: 30, height: 1) {
                Color.blue.gesture(
                    LongPressGesture(minimumDuration: 0.2).simultaneously(
                        with: DragGesture(minimumDistance: 0)
                    )
                    .onEnded { value in
                        log.record(
                            "\(value.first.map { "\($0)" } ?? "nil") \(value.second.map { "\($0.translation.width)" } ?? "nil")"
                        )
                    })
            }
        }
        host.press(at: cell(1, 0))
        host.advance(by: 0.3)
        host.move(to: cell(4, 0))
        host.release(at: cell(4, 0))
        host.drag(from: cell(1, 0), to: cell(9, 0), steps: 2, duration: 0.02)
        #expect(log.take() == ["true 3.0", "nil 8.0"])
    }

    @Test("map transforms values; a custom gesture is recognized as its body")
    func mapAndCustom() {
        let log = GestureLog()
        let host = HeadlessHost(width: 30, height: 1) {
            screen(width: 30, height: 1) {
                Color.blue.gesture(Swipe().onEnded { log.record("swipe \($0)") })
            }
        }
        host.drag(from: cell(2, 0), to: cell(12, 0), steps: 5, duration: 0.1)
        host.drag(from: cell(12, 0), to: cell(2, 0), steps: 5, duration: 0.1)
        #expect(log.take() == ["swipe right", "swipe left"])
    }

    @Test("modifiers(_:) recognizes the gesture only with the keys held at the press")
    func modifierKeys() {
        let log = GestureLog()
        let host = HeadlessHost(width: 10, height: 1) {
            screen(width: 10, height: 1) {
                Color.blue.gesture(TapGesture().modifiers(.control).onEnded { log.record("control tap") })
            }
        }
        host.click(x: 1, y: 0)
        host.press(at: cell(1, 0), modifiers: .control)
        host.release(at: cell(1, 0), modifiers: .control)
        #expect(log.take() == ["control tap"])
    }

    @Test("AnyGesture and optional gestures switch with the view's state")
    func erasedAndOptional() {
        let log = GestureLog()
        let model = SwitchModel()
        let host = HeadlessHost(width: 10, height: 2) {
            Switching(model: model, log: log)
        }
        host.click(x: 1, y: 0)
        host.click(x: 1, y: 1)
        #expect(log.take() == ["single"])
        model.isDouble = true
        host.update()
        host.click(x: 1, y: 0)
        host.click(x: 1, y: 0)
        host.click(x: 1, y: 1)
        #expect(log.take() == ["double", "optional"])
    }

    @Test("a gesture's state survives the body that declares it re-running mid-drag")
    func stateSurvivesBodyRerun() {
        let log = GestureLog()
        let host = HeadlessHost(width: 30, height: 2) { RerunningDrag(log: log) }
        host.press(at: cell(2, 0))
        host.move(to: cell(6, 0))
        host.move(to: cell(9, 0))
        host.release(at: cell(9, 0))
        #expect(log.take() == ["ended 7.0 after 2 changes"])
        #expect(host.lines[1].hasPrefix("changes 2"))
    }
}

private struct Swipe: Gesture {
    enum Direction: CustomStringConvertible {
        case left, right
        var description: String { self == .left ? "left" : "right" }
    }

    var body: some Gesture {
        DragGesture().map { $0.translation.width < 0 ? Direction.left : Direction.right }
    }
}

@Observable
@MainActor
private final class SwitchModel {
    var isDouble = false
}

private struct Switching: View {
    let model: SwitchModel
    let log: GestureLog

    var body: some View {
        let tap =
            model.isDouble
            ? AnyGesture(TapGesture(count: 2).onEnded { log.record("double") })
            : AnyGesture(TapGesture().onEnded { log.record("single") })
        let optional: _EndedGesture<TapGesture>? =
            model.isDouble ? TapGesture().onEnded { log.record("optional") } : nil
        return screen(width: 10, height: 2) {
            VStack(spacing: 0) {
                Color.blue.frame(height: 1).gesture(tap)
                Color.red.frame(height: 1).gesture(optional)
            }
        }
    }
}

private struct RerunningDrag: View {
    let log: GestureLog
    @State private var changes = 0

    var body: some View {
        screen(width: 30, height: 2) {
            VStack(alignment: .leading, spacing: 0) {
                Color.blue.frame(height: 1)
                    .gesture(
                        DragGesture()
                            .onChanged { _ in changes += 1 }
                            .onEnded { [changes] value in
                                log.record("ended \(value.translation.width) after \(changes) changes")
                            })
                Text("changes \(changes)")
            }
        }
    }
}
