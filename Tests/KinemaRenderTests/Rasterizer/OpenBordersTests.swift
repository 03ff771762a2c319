import KinemaGeometry
import Testing

@testable import KinemaRender

@Suite struct OpenBordersTests {
    func frame(_ index: Int) -> Rect {
        Rect(x: Double(index), y: Double(index), width: 100 - 2 * Double(index), height: 100 - 2 * Double(index))
    }

    @Test("borders close innermost first")
    func stackOrder() {
        var borders = OpenBorders()
        #expect(borders.innermost == nil)
        borders.open(frame(0))
        borders.open(frame(1))
        #expect(borders.innermost == frame(1))
        borders.closeInnermost()
        #expect(borders.innermost == frame(0))
        borders.closeInnermost()
        borders.closeInnermost()
        #expect(borders.innermost == nil)
        #expect(borders.count == 0)
    }

    @Test("nesting deeper than the capacity keeps the innermost borders and forgets the outermost")
    func deepNesting() {
        var borders = OpenBorders()
        let depth = OpenBorders.capacity + 4
        for index in 0..<depth { borders.open(frame(index)) }
        #expect(borders.count == OpenBorders.capacity)
        for index in stride(from: depth - 1, through: depth - OpenBorders.capacity, by: -1) {
            #expect(borders.innermost == frame(index))
            borders.closeInnermost()
        }
        #expect(borders.innermost == nil)
    }

    @Test("a fill inside the innermost of 20 nested borders still snaps to it")
    func rasterizedDeepNesting() {
        var items: [DisplayItem] = []
        for index in 0..<20 {
            items.append(
                DisplayItem(
                    id: DisplayItem.ID(rawValue: UInt64(index)), kind: .border(.single, .plain), frame: frame(index), clip: nil,
                    zIndex: 0, opacity: 1))
        }
        // Just inside the innermost border (19…81, its line in cells 19 and 80): snaps to the line's inner side.
        let fill = Rect(x: 20.3, y: 20.3, width: 59.4, height: 59.4)
        items.append(
            DisplayItem(
                id: 100, kind: .fill(.rgb(red: 200, green: 0, blue: 0)), frame: fill, clip: nil, zIndex: 0,
                opacity: 1))
        let buffer = Rasterizer().rasterize(DisplayList(items), width: 100, height: 100)
        let row = Array(buffer.lines[50])
        #expect(row[19] == "│")
        #expect(row[20] == " ")
        #expect(row[80] == "│")
        let eighths = row.filter { ($0.unicodeScalars.first?.value).map { (0x2580...0x2595).contains($0) } ?? false }
        #expect(eighths.isEmpty)
    }
}
