import Foundation
import Observation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// Records the size a `GeometryReader` offers, in layout units.
@MainActor
private final class SizeProbe {
    var size: CGSize?
}

@MainActor
@Observable
private final class FieldModel {
    var text = "abcd"
}

private struct FieldScreen: View {
    let model: FieldModel

    var body: some View {
        TextField("Name", text: Binding(get: { model.text }, set: { model.text = $0 }))
            .textFieldStyle(.roundedBorder)
    }
}

private struct Tally: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Taps \(count)")
            Button("Tap") { count += 1 }
        }
    }
}

@MainActor
@Suite("Points mode")
struct PointsModeTests {
    @Test("a text measures in whole cells converted to points, and a frame in points maps to cells")
    func textAndFrame() {
        let host = HeadlessHost(width: 30, height: 4, units: .points) {
            Text("Hello").frame(width: 80, height: 32).background(Color.blue)
        }
        // 80 × 32 points = 10 × 2 cells, centred on 30 × 4 cells: columns 10…19, rows 1…2; the text
        // is centred in it, on the cell grid.
        #expect(host.lines[1].hasPrefix("          "))
        let filled = (0..<30).filter { host.buffer[$0, 1].style.background == .blue }
        #expect(filled == Array(10..<20))
        #expect((0..<4).filter { host.buffer[12, $0].style.background == .blue } == [1, 2])
        #expect(host.lines.contains { $0.contains("Hello") })
    }

    @Test("GeometryReader reports the screen in points: 8 × 16 points per cell")
    func geometryInPoints() {
        let probe = SizeProbe()
        _ = HeadlessHost(width: 40, height: 10, units: .points) {
            GeometryReader { proxy in
                Color.clear.onAppear { probe.size = proxy.size }
            }
        }
        #expect(probe.size == CGSize(width: 320, height: 160))
    }

    @Test("SwiftUI's default spacing is one column in an HStack and no row in a VStack")
    func defaultSpacing() {
        let host = HeadlessHost(width: 12, height: 3, units: .points) {
            VStack(alignment: .leading) {
                HStack { Text("ab"); Text("cd") }
                Text("ef")
            }
        }
        #expect(host.lines == ["            ", "    ab cd   ", "    ef      "])
    }

    @Test("the default padding is 16 points: two columns and one row")
    func defaultPadding() {
        let host = HeadlessHost(width: 10, height: 3, units: .points) {
            Text("x").padding().background(Color.red)
        }
        // 1 × 1 cell of text padded to 5 × 3 cells.
        let filled = (0..<10).filter { host.buffer[$0, 0].style.background == .red }
        #expect(filled.count == 5)
        #expect((0..<3).allSatisfy { host.buffer[filled[0], $0].style.background == .red })
    }

    @Test("padding and spacing snap to whole cells: a half cell rounds down, more rounds to the nearest")
    func snapping() {
        let host = HeadlessHost(width: 12, height: 6, units: .points) {
            VStack(spacing: 24) {  // 1.5 rows → 1
                Text("a").padding(8)  // 1 column, 0 rows
                Text("b").padding(.vertical, 12)  // 0.75 row → 1
            }
        }
        let rowA = host.lines.firstIndex { $0.contains("a") }!
        let rowB = host.lines.firstIndex { $0.contains("b") }!
        // a (1 row) + 1 row of spacing + 1 row of b's top padding.
        #expect(rowB - rowA == 3)
    }

    @Test("a border is one cell on every side, whatever the units")
    func border() {
        let host = HeadlessHost(width: 8, height: 3, units: .points) {
            Text("ok").border(.white)
        }
        #expect(host.lines.contains { $0.contains("┌──┐") })
        #expect(host.lines.contains { $0.contains("│ok│") })
    }

    @Test("a click converts back to points and hits the button drawn under it")
    func clickHits() {
        let host = HeadlessHost(width: 10, height: 2, units: .points) { Tally() }
        #expect(host.lines == ["  Taps 0  ", "    Tap   "])
        host.click(x: 4, y: 1)
        #expect(host.lines == ["  Taps 1  ", "    Tap   "])
    }

    @Test("a divider is one cell thick and as long as offered")
    func divider() {
        let host = HeadlessHost(width: 6, height: 3, units: .points) {
            VStack(spacing: 0) {
                Text("a")
                Divider()
                Text("b")
            }
        }
        #expect(host.lines == ["   a  ", "──────", "   b  "])
    }

    @Test("an SF Symbol glyph measures one cell: 8 × 16 points")
    func imageGlyph() {
        let probe = SizeProbe()
        _ = HeadlessHost(width: 10, height: 3, units: .points) {
            Image(systemName: "heart.fill").background(
                GeometryReader { proxy in Color.clear.onAppear { probe.size = proxy.size } })
        }
        #expect(probe.size == CGSize(width: 8, height: 16))
    }

    @Test("the terminal's cell size in pixels sets the points per cell when plausible, at 1× or 2×")
    func reportedCellSize() {
        #expect(LayoutUnits.pointsPerCell(fromPixels: CGSize(width: 9, height: 18)) == CGSize(width: 9, height: 18))
        #expect(LayoutUnits.pointsPerCell(fromPixels: CGSize(width: 20, height: 40)) == CGSize(width: 10, height: 20))
        #expect(LayoutUnits.pointsPerCell(fromPixels: CGSize(width: 1, height: 99999)) == nil)
        #expect(LayoutUnits.pointsPerCell(fromPixels: CGSize(width: CGFloat.nan, height: 16)) == nil)
        let probe = SizeProbe()
        let host = HeadlessHost(width: 10, height: 5, units: .points) {
            GeometryReader { proxy in
                Color.clear.onChange(of: proxy.size, initial: true) { probe.size = proxy.size }
            }
        }
        #expect(probe.size == CGSize(width: 80, height: 80))
        host.host.terminalReportedCellSize(pixels: CGSize(width: 10, height: 20))
        #expect(host.host.size == CGSize(width: 100, height: 100))
        host.update()
        #expect(probe.size == CGSize(width: 100, height: 100))
        #expect(host.host.screenSize == CGSize(width: 10, height: 5))
    }

    @Test("a fixed cell size ignores the terminal's report, and cells mode never changes")
    func fixedUnits() {
        let fixed = HeadlessHost(width: 4, height: 2, units: .points(perCell: CGSize(width: 10, height: 20))) {
            Text("x")
        }
        fixed.host.terminalReportedCellSize(pixels: CGSize(width: 9, height: 18))
        #expect(fixed.host.cellSize == CGSize(width: 10, height: 20))
        let cells = HeadlessHost(width: 4, height: 2) { Text("x") }
        cells.host.terminalReportedCellSize(pixels: CGSize(width: 9, height: 18))
        #expect(cells.host.cellSize == CGSize(width: 1, height: 1))
        #expect(cells.host.size == CGSize(width: 4, height: 2))
    }

    @Test("a bordered button keeps one column of bezel on each side in points")
    func borderedButton() {
        let host = HeadlessHost(width: 10, height: 1, units: .points) {
            Button("Go") {}.buttonStyle(.bordered)
        }
        #expect(host.lines == ["    Go    "])
        let bezel = (0..<10).filter { host.buffer[$0, 0].style.background == BorderedButtonStyle.bezel }
        #expect(bezel == [3, 4, 5, 6])
    }

    @Test("a rounded text field measures and edits in cells: three rows, a click places the cursor")
    func roundedTextField() {
        let model = FieldModel()
        let host = HeadlessHost(width: 16, height: 3, units: .points) {
            FieldScreen(model: model)
        }
        #expect(host.lines == ["╭──────────────╮", "│ abcd         │", "╰──────────────╯"])
        // Columns 2…5 show "abcd": a click on the "d" puts the cursor before it.
        host.click(x: 5, y: 1)
        host.type("X")
        #expect(model.text == "abcXd")
        #expect(host.lines == ["╭──────────────╮", "│ abcXd        │", "╰──────────────╯"])
    }

    @Test("a layout sized for a phone in points, as a golden frame")
    // 200 points = 25 columns inside the border; 16 points of padding = 2 columns and 1 row;
    // 16 points of spacing = 1 row. The bell is a wide glyph (two columns).
    func goldenCard() {
        let host = HeadlessHost(width: 27, height: 8, units: .points) {
            VStack(alignment: .leading, spacing: 16) {
                HStack {
                    Image(systemName: "bell.fill")
                    Text("Alerts")
                    Spacer()
                    Text("On")
                }
                Text("Delivered quietly")
            }
            .padding()
            .frame(width: 200)
            .border(.white)
        }
        #expect(host.lines == [
                "                           ",
                "┌─────────────────────────┐",
                "│                         │",
                "│  🔔 Alerts          On  │",
                "│                         │",
                "│  Delivered quietly      │",
                "│                         │",
                "└─────────────────────────┘",
            ])
    }

    @Test("resizing the screen keeps units: the layout size follows in points")
    func resize() {
        let host = HeadlessHost(width: 10, height: 5, units: .points) { Text("x") }
        host.resize(width: 20, height: 6)
        #expect(host.host.size == CGSize(width: 160, height: 96))
        #expect(host.lines.count == 6 && host.lines[0].count == 20)
    }
}
