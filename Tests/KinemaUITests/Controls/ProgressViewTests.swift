import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("ProgressView: bars in eighths, spinners on the frame clock, bad values")
struct ProgressViewTests {
    @Test("a determinate bar fills in eighths of a cell, label above, current value label below")
    func determinate() throws {
        let host = HeadlessHost(width: 10, height: 3) {
            screen(width: 10, height: 3) {
                ProgressView(value: 0.55) {
                    Text("Copying")
                } currentValueLabel: {
                    Text("55 %")
                }
            }
        }
        // 0.55 × 10 cells = 5.5 cells: five full cells and a half.
        #expect(host.lines == ["Copying   ", "█████▌    ", "55 %      "])
        #expect(host.buffer[0, 1].style.foreground == .accentColor)
        #expect(host.buffer[9, 1].style.background == _ProgressIndicator.track)
        try ControlTesting.expectGolden(host, "progress-linear")
    }

    @Test("the bar's glyphs: every eighth, the ends, and NaN")
    func glyphs() {
        #expect(_ProgressIndicator.barGlyphs(fraction: 0, columns: 4) == "    ")
        #expect(_ProgressIndicator.barGlyphs(fraction: 1.0 / 32, columns: 4) == "▏   ")
        #expect(_ProgressIndicator.barGlyphs(fraction: 7.0 / 32, columns: 4) == "▉   ")
        #expect(_ProgressIndicator.barGlyphs(fraction: 0.5, columns: 4) == "██  ")
        #expect(_ProgressIndicator.barGlyphs(fraction: 1, columns: 4) == "████")
        #expect(_ProgressIndicator.barGlyphs(fraction: .nan, columns: 4) == "    ")
        #expect(_ProgressIndicator.barGlyphs(fraction: 9, columns: 4) == "████")
    }

    @Test("a value changed with an animation slides the fill an eighth at a time")
    func animatedFill() {
        struct Download: View {
            @State private var done = 0.0
            var body: some View {
                VStack(spacing: 0) {
                    ProgressView(value: done)
                    Button("go") { withAnimation(.linear(duration: 1)) { done = 1 } }
                }
            }
        }
        let host = HeadlessHost(width: 8, height: 2) { screen(width: 8, height: 2) { Download() } }
        #expect(host.lines[0] == "        ")
        host.click(x: 3, y: 1)
        host.advance(by: 0.25)
        #expect(host.lines[0] == "██      ")
        host.advance(by: 0.3)
        // 0.55 × 8 = 4.4 cells: four full and three eighths (rounded to the nearest eighth).
        #expect(host.lines[0] == "████▍   ")
        host.advance(by: 0.5)
        #expect(host.lines[0] == "████████")
    }

    @Test("bad values: NaN, a zero, negative or NaN total draw empty; an infinite value draws full")
    func badValues() {
        #expect(ProgressView<EmptyView, EmptyView>.fraction(Double.nan, total: 1) == 0)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(0.5, total: 0) == 0)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(0.5, total: -1) == 0)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(0.5, total: .nan) == 0)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(Double.infinity, total: 1) == 1)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(-3.0, total: 1) == 0)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(Double?.none, total: 1) == nil)
        let host = HeadlessHost(width: 6, height: 1) {
            screen(width: 6, height: 1) {
                ProgressView(value: Double.nan, total: 0).progressViewStyle(.linear)
            }
        }
        #expect(host.lines == ["      "])
    }

    @Test("an indeterminate spinner turns with the clock, ten glyphs a second, label beside it")
    func spinner() throws {
        let host = HeadlessHost(width: 12, height: 1) {
            screen(width: 12, height: 1) { ProgressView("Loading") }
        }
        #expect(host.lines == ["⠋ Loading   "])
        #expect(host.host.needsFrame)
        host.advance(by: 0.1)
        #expect(host.lines == ["⠙ Loading   "])
        host.advance(by: 0.25)
        #expect(host.lines == ["⠸ Loading   "])
        try ControlTesting.expectGolden(host, "progress-spinner")
    }

    @Test("a spinner that is not drawn stops asking for frames, and starts again when drawn")
    func spinnerOnlyWhileVisible() {
        struct Toggled: View {
            @State private var shown = true
            var body: some View {
                VStack(spacing: 0) {
                    Button("flip") { shown.toggle() }
                    ProgressView().offset(y: shown ? 0 : 50)
                }
            }
        }
        let host = HeadlessHost(width: 6, height: 2) { screen(width: 6, height: 2) { Toggled() } }
        host.advance(by: 0.05)
        #expect(host.host.needsFrame)
        host.click(x: 2, y: 0)
        host.advance(by: 0.05)
        host.advance(by: 0.05)
        #expect(!host.host.needsFrame)
        host.click(x: 2, y: 0)
        host.advance(by: 0.05)
        #expect(host.host.needsFrame)
        #expect(host.lines[1].contains { _ProgressIndicator.spinnerGlyphs.contains($0) })
    }

    @Test("a linear indeterminate bar sweeps a segment across and back; circular determinate is a pie")
    func sweepAndPie() {
        #expect(_ProgressIndicator.sweepStart(at: 0, columns: 10, length: 2) == 0)
        #expect(_ProgressIndicator.sweepStart(at: 0.5, columns: 10, length: 2) == 4)
        #expect(_ProgressIndicator.sweepStart(at: 1, columns: 10, length: 2) == 8)
        #expect(_ProgressIndicator.sweepStart(at: 1.5, columns: 10, length: 2) == 4)
        #expect(_ProgressIndicator.sweepStart(at: .nan, columns: 10, length: 2) == 0)
        let host = HeadlessHost(width: 10, height: 2) {
            screen(width: 10, height: 2) {
                VStack(alignment: .leading, spacing: 0) {
                    ProgressView().progressViewStyle(.linear)
                    ProgressView("Half", value: 0.5).progressViewStyle(.circular).tint(.orange)
                }
            }
        }
        #expect(host.lines == ["██        ", "◑ Half    "])
        #expect(host.buffer[0, 1].style.foreground == .orange)
    }
}
