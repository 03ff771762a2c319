import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("Stepper: buttons, keys, bounds and bad steps")
struct StepperTests {
    private func host(
        _ value: Box<Int>, in bounds: ClosedRange<Int>? = 0...3, step: Int = 1, log: GestureLog? = nil
    ) -> HeadlessHost {
        HeadlessHost(width: 16, height: 2) {
            screen(width: 16, height: 2) {
                Stateful(value) { binding in
                    VStack(spacing: 0) {
                        if let bounds {
                            Stepper("Qty", value: binding, in: bounds, step: step) {
                                log?.record("editing \($0)")
                            }
                        } else {
                            Stepper("Qty", value: binding, step: step)
                        }
                        Button("ok") {}
                    }
                }
            }
        }
    }

    @Test("the label left, − │ + on a bezel right; a click on + or − steps; a button at its bound is dimmed")
    func clicks() throws {
        let value = Box(0)
        let log = GestureLog()
        let host = host(value, log: log)
        #expect(host.lines[0] == "Qty       − │ + ")
        try ControlTesting.expectGolden(host, "stepper-at-lower")
        host.click(x: 15, y: 0)
        #expect(value.value == 1)
        #expect(log.take() == ["editing true", "editing false"])
        host.click(x: 11, y: 0)
        #expect(value.value == 0)
        // At the lower bound − does nothing.
        host.click(x: 11, y: 0)
        #expect(value.value == 0)
        #expect(log.take() == ["editing true", "editing false"])
    }

    @Test("a press on + released over − does nothing; a held button draws lighter")
    func releaseElsewhere() {
        let value = Box(1)
        let host = host(value)
        host.press(at: cell(15, 0))
        #expect(host.buffer[15, 0].style.background == BorderedButtonStyle.pressedBezel)
        host.move(to: cell(11, 0))
        host.release(at: cell(11, 0))
        #expect(value.value == 1)
        #expect(host.buffer[15, 0].style.background == BorderedButtonStyle.bezel)
    }

    @Test("focused, ↑ → + = increment and ↓ ← - decrement, clamped to the bounds")
    func keys() {
        let value = Box(0)
        let host = host(value)
        host.press(.tab)
        #expect(ControlTesting.inverseColumns(host, row: 0) == [0, 1, 2])
        host.press(.upArrow)
        host.press(.rightArrow)
        host.press("+")
        host.press("=")
        #expect(value.value == 3)
        host.press(.downArrow)
        host.press(.leftArrow)
        host.press("-")
        host.press("-")
        #expect(value.value == 0)
    }

    @Test("bad input: a step of 0 or below disables both buttons; an out-of-range value goes to the bound")
    func badInput() {
        for step in [0, -2] {
            let value = Box(1)
            let host = host(value, step: step)
            host.click(x: 15, y: 0)
            host.click(x: 11, y: 0)
            host.press(.tab)
            host.press(.upArrow)
            #expect(value.value == 1, "step \(step)")
        }
        let outside = Box(10)
        let host = host(outside)
        host.click(x: 11, y: 0)
        #expect(outside.value == 3)
        // Unbounded integers stop at the type's maximum instead of trapping.
        let top = Box(Int.max - 1)
        let unbounded = self.host(top, in: nil, step: 5)
        unbounded.click(x: 15, y: 0)
        #expect(top.value == Int.max - 1)
        #expect(StepperValue<Int>.stepped(Int.min + 1, by: -5, within: Int.min...Int.max) == Int.min)
        #expect(StepperValue<Double>.stepped(.nan, by: 1, within: 0...5) == 0)
        #expect(StepperValue<UInt8>.stepped(3, by: -1, within: nil) == 2)
        #expect(StepperValue<UInt8>.stepped(0, by: -1, within: nil) == 0)
    }

    @Test("the action form runs onIncrement and onDecrement; a nil action disables its button")
    func actions() {
        let log = GestureLog()
        let host = HeadlessHost(width: 12, height: 1) {
            screen(width: 12, height: 1) {
                Stepper("Page", onIncrement: { log.record("up") }, onDecrement: nil)
            }
        }
        host.click(x: 11, y: 0)
        host.click(x: 7, y: 0)
        #expect(log.take() == ["up"])
        #expect(host.buffer[7, 0].style.attributes.contains(.bold) == false)
    }

    @Test("a disabled stepper draws dimmed and ignores clicks and keys")
    func disabled() {
        let value = Box(1)
        let host = HeadlessHost(width: 12, height: 1) {
            screen(width: 12, height: 1) {
                Stateful(value) { Stepper("N", value: $0, in: 0...5).disabled(true) }
            }
        }
        #expect(host.buffer[0, 0].style.attributes.contains(.dim))
        host.click(x: 11, y: 0)
        host.press(.tab)
        host.press(.upArrow)
        #expect(value.value == 1)
    }
}
