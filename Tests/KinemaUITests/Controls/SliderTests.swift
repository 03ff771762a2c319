import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// A slider whose writes record the transaction's `isContinuous`.
private struct RecordingSlider: View {
    let value: Box<Double>
    let log: GestureLog
    var bounds: ClosedRange<Double> = 0...10
    var step: Double? = nil

    var body: some View {
        Stateful(value) { state in
            body(
                Binding<Double>(
                    get: { state.wrappedValue },
                    set: { (newValue: Double) in
                        state.wrappedValue = newValue
                        log.record("set \(newValue) continuous=\(TransactionScope.current.isContinuous)")
                    }))
        }
    }

    private func body(_ binding: Binding<Double>) -> some View {
        VStack(spacing: 0) {
            if let step {
                Slider(value: binding, in: bounds, step: step) {
                    Text("Vol")
                } onEditingChanged: {
                    log.record("editing \($0)")
                }
            } else {
                Slider(value: binding, in: bounds) {
                    Text("Vol")
                } onEditingChanged: {
                    log.record("editing \($0)")
                }
            }
            Button("ok") {}
        }
    }
}

@MainActor
@Suite("Slider: drawing, dragging, keys and bad ranges")
struct SliderTests {
    private func host(
        _ value: Box<Double>, _ log: GestureLog, bounds: ClosedRange<Double> = 0...10, step: Double? = nil
    ) -> HeadlessHost {
        HeadlessHost(width: 15, height: 2) {
            screen(width: 15, height: 2) {
                RecordingSlider(value: value, log: log, bounds: bounds, step: step)
            }
        }
    }

    @Test("the track fills the width after the label: filled up to the thumb in the tint, grey after")
    func drawing() throws {
        let value = Box(5.0)
        let host = host(value, GestureLog())
        // Label "Vol", a space, an 11-column track: the thumb at column 5 of 0…10.
        #expect(host.lines[0] == "Vol ━━━━━●─────")
        #expect(host.buffer[4, 0].style.foreground == .accentColor)
        #expect(host.buffer[10, 0].style.foreground == .gray)
        try ControlTesting.expectGolden(host, "slider-half")
    }

    @Test("a press on the track jumps there, a drag follows with isContinuous, onEditingChanged brackets it")
    func dragging() {
        let value = Box(0.0)
        let log = GestureLog()
        let host = host(value, log)
        host.drag(from: cell(6, 0), to: cell(14, 0), steps: 2, duration: 0.1)
        #expect(value.value == 10)
        #expect(
            log.take() == [
                "editing true", "set 2.0 continuous=true", "set 6.0 continuous=true",
                "set 10.0 continuous=true",
                "editing false",
            ])
        #expect(host.lines[0] == "Vol ━━━━━━━━━━●")
        // Dragging past the left end clamps to the lower bound.
        host.drag(from: cell(14, 0), to: cell(0, 1), steps: 1, duration: 0.05)
        #expect(value.value == 0)
    }

    @Test("focused, arrows step (a twentieth without a step), Home and End go to the bounds")
    func keys() {
        let value = Box(5.0)
        let log = GestureLog()
        let host = host(value, log)
        host.press(.rightArrow)
        #expect(value.value == 5)
        host.press(.tab)
        #expect(ControlTesting.inverseColumns(host, row: 0) == [0, 1, 2, 9])
        host.press(.rightArrow)
        #expect(value.value == 5.5)
        #expect(log.take() == ["editing true", "set 5.5 continuous=false", "editing false"])
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(value.value == 4.5)
        host.press(.end)
        #expect(value.value == 10)
        host.press(.upArrow)
        #expect(value.value == 10)
        host.press(.home)
        #expect(value.value == 0)
    }

    @Test("a step snaps drags and keys to lower + k × step, never past the upper bound")
    func stepping() {
        let value = Box(0.0)
        let log = GestureLog()
        let host = host(value, log, bounds: 0...10, step: 3)
        host.click(x: 8, y: 0)
        #expect(value.value == 3)
        host.press(.end)
        #expect(value.value == 9)
        host.press(.rightArrow)
        #expect(value.value == 9)
        host.press(.leftArrow)
        #expect(value.value == 6)
    }

    @Test(
        "bad input: NaN and out-of-range values draw clamped; infinite bounds ignore input; bad steps are no step"
    )
    func badInput() {
        let log = GestureLog()
        let nan = Box(Double.nan)
        let nanHost = host(nan, log)
        #expect(nanHost.lines[0] == "Vol ●──────────")
        nanHost.press(.tab)
        nanHost.press(.rightArrow)
        #expect(nan.value == 0.5)

        let huge = Box(1e300)
        #expect(host(huge, log).lines[0] == "Vol ━━━━━━━━━━●")

        let infinite = Box(3.0)
        let infiniteHost = host(infinite, log, bounds: 0...Double.infinity)
        #expect(infiniteHost.lines[0] == "Vol ───────────")
        infiniteHost.click(x: 8, y: 0)
        infiniteHost.press(.tab)
        infiniteHost.press(.rightArrow)
        #expect(infinite.value == 3)

        let empty = Box(5.0)
        let emptyHost = host(empty, log, bounds: 5...5)
        #expect(emptyHost.lines[0] == "Vol ●──────────")
        emptyHost.click(x: 12, y: 0)
        #expect(empty.value == 5)

        for step in [0, -1, Double.nan, Double.infinity] {
            let value = Box(0.0)
            let stepHost = host(value, log, step: step)
            stepHost.click(x: 6, y: 0)
            #expect(value.value == 2, "step \(step) counts as no step")
        }

        let wide = Box(0.0)
        let wideHost = host(
            wide, log, bounds: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
        #expect(wideHost.lines[0] == "Vol ━━━━━●─────")
        wideHost.click(x: 14, y: 0)
        #expect(wide.value == .greatestFiniteMagnitude)
    }

    @Test("a disabled slider draws dimmed and takes neither focus, clicks nor keys")
    func disabled() {
        let value = Box(5.0)
        let host = HeadlessHost(width: 12, height: 1) {
            screen(width: 12, height: 1) { Stateful(value) { Slider(value: $0, in: 0...10).disabled(true) } }
        }
        #expect(host.buffer[0, 0].style.attributes.contains(.dim))
        host.click(x: 0, y: 0)
        host.press(.tab)
        host.press(.leftArrow)
        #expect(value.value == 5)
    }

    @Test("value labels sit at the track's ends; labelsHidden hides the label; Float values work")
    func labels() {
        let value = Box(Float(1))
        let host = HeadlessHost(width: 12, height: 1) {
            screen(width: 12, height: 1) {
                Stateful(value) { binding in
                    Slider(value: binding, in: 0...1) {
                        Text("Vol")
                    } minimumValueLabel: {
                        Text("-")
                    } maximumValueLabel: {
                        Text("+")
                    }
                    .labelsHidden()
                }
            }
        }
        #expect(host.lines[0] == "- ━━━━━━━● +")
        host.click(x: 2, y: 0)
        #expect(value.value == 0)
    }
}
