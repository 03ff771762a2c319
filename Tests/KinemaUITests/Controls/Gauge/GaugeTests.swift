import Foundation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("Gauge")
struct GaugeTests {
    @Test("the value's fraction of its range, clamped; NaN and empty ranges show an empty gauge")
    func fractions() {
        typealias G = Gauge<EmptyView, EmptyView, EmptyView, EmptyView>
        #expect(G.fraction(25, in: 0...100) == 0.25)
        #expect(G.fraction(-5, in: 0...100) == 0)
        #expect(G.fraction(500, in: 0...100) == 1)
        #expect(G.fraction(.nan, in: 0...1) == 0)
        #expect(G.fraction(3, in: 3...3) == 0)
        #expect(G.fraction(0.5, in: -Double.infinity...1) == 0)
    }

    @Test("linear capacity: label and current value over a bar between the bound labels")
    func linearCapacity() {
        let host = HeadlessHost(width: 20, height: 2) {
            Gauge(value: 50.0, in: 0...100) {
                Text("Temp")
            } currentValueLabel: {
                Text("50")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
        }
        // The bar takes the 14 columns between the bound labels, half filled.
        #expect(host.lines == ["Temp              50", "0 ███████        100"])
    }

    @Test("the default style is linear capacity; the label alone sits over the bar")
    func automatic() {
        let plain = HeadlessHost(width: 10, height: 2) { Gauge(value: 0.5) { Text("Level") } }
        let styled = HeadlessHost(width: 10, height: 2) {
            Gauge(value: 0.5) { Text("Level") }.gaugeStyle(.automatic)
        }
        #expect(plain.lines == ["Level     ", "█████     "])
        #expect(styled.lines == plain.lines)
    }

    @Test("accessory linear: a track with a dot at the value")
    func accessoryLinear() {
        let host = HeadlessHost(width: 13, height: 1) {
            Gauge(value: 0.5) { Text("x") } currentValueLabel: { Text("5") } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("9")
            }
            .gaugeStyle(.accessoryLinear)
        }
        #expect(host.lines == ["0 ────●──── 9"])
    }

    @Test("circular styles draw a ring with the current value inside")
    func circular() {
        for style in [AnyGaugeStyleBox.circular, .capacity] {
            let host = HeadlessHost(width: 10, height: 5) {
                let gauge = Gauge(value: 0.5) { Text("L") } currentValueLabel: { Text("50") }
                switch style {
                case .circular: gauge.gaugeStyle(.accessoryCircular)
                case .capacity: gauge.gaugeStyle(.accessoryCircularCapacity)
                }
            }
            #expect(host.lines[2].contains("50"))
            #expect(host.lines[0].contains { $0 != " " })
        }
    }
}

private enum AnyGaugeStyleBox { case circular, capacity }
