import Foundation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("Grid")
struct GridTests {
    private func scores(alignment: Alignment = .center) -> some View {
        Grid(alignment: alignment) {
            GridRow {
                Text("Name"); Text("Score")
            }
            Divider()
            GridRow {
                Text("Ana"); Text("12")
            }
            GridRow {
                Text("Bartholomew"); Text("7")
            }
        }
    }

    @Test("each column is as wide as its widest cell; a divider outside the rows spans the grid")
    func columnWidths() {
        let host = HeadlessHost(width: 17, height: 4) { scores() }
        #expect(
            host.lines == [
                "   Name     Score", "─────────────────", "    Ana      12  ", "Bartholomew   7  ",
            ])
    }

    @Test("the grid's alignment, a row's and a column's")
    func alignments() {
        let leading = HeadlessHost(width: 17, height: 4) { scores(alignment: .leading) }
        #expect(
            leading.lines == [
                "Name        Score", "─────────────────", "Ana         12   ", "Bartholomew 7    ",
            ])
        let rows = HeadlessHost(width: 17, height: 4) {
            Grid(alignment: .leading) {
                GridRow {
                    Text("Name"); Text("Score").gridColumnAlignment(.trailing)
                }
                GridRow {
                    Text("Ana"); Text("12")
                }
                GridRow(alignment: .bottom) {
                    Text("Bartholomew\nBo"); Text("7")
                }
            }
        }
        #expect(
            rows.lines == [
                "Name        Score", "Ana            12", "Bartholomew      ", "Bo              7",
            ])
    }

    @Test("a cell spanning two columns widens them equally; other rows keep to their columns")
    func spans() {
        let host = HeadlessHost(width: 9, height: 2) {
            Grid {
                GridRow { Text("wide titl").gridCellColumns(2) }
                GridRow {
                    Text("a"); Text("b")
                }
            }
        }
        #expect(host.lines == ["wide titl", " a    b  "])
    }

    @Test("a row with more cells than the others adds columns; shorter rows leave them empty")
    func moreCellsThanColumns() {
        let host = HeadlessHost(width: 5, height: 2) {
            Grid(alignment: .leading) {
                GridRow {
                    Text("a"); Text("b"); Text("c")
                }
                GridRow { Text("d") }
            }
        }
        #expect(host.lines == ["a b c", "d    "])
    }

    @Test("gridCellColumns(0) and a huge span are diagnosed and clamped, not crashed on")
    func badSpans() {
        let host = HeadlessHost(width: 5, height: 2) {
            Grid(alignment: .leading) {
                GridRow {
                    Text("a").gridCellColumns(0); Text("b")
                }
                GridRow {
                    Text("c"); Text("d")
                }
            }
        }
        #expect(host.lines == [" a b ", " c d "])
        #expect(host.host.diagnostics.contains { $0.contains("gridCellColumns(0)") })
        let huge = HeadlessHost(width: 5, height: 2) {
            Grid(alignment: .leading, horizontalSpacing: 0) {
                GridRow { Text("a").gridCellColumns(Int.max) }
                GridRow {
                    Text("c"); Text("d")
                }
            }
            .frame(width: 5, alignment: .leading)
            .clipped()
        }
        #expect(huge.lines[1].hasPrefix("cd"))
        #expect(
            huge.host.diagnostics.contains { $0.contains("spans at most \(Grid<EmptyView>.maximumColumns)") })
    }

    @Test("gridCellAnchor places a view at a point of its cell")
    func anchor() {
        let host = HeadlessHost(width: 6, height: 4) {
            Grid {
                GridRow {
                    Text("a\nb\nc"); Text("x").gridCellAnchor(.bottomTrailing)
                }
                GridRow {
                    Text("1"); Text("long")
                }
            }
        }
        #expect(host.lines == ["a     ", "b     ", "c    x", "1 long"])
    }

    @Test("gridCellUnsizedAxes keeps a flexible view from widening the grid")
    func unsizedAxes() {
        let host = HeadlessHost(width: 12, height: 4) {
            Grid(alignment: .leading) {
                GridRow {
                    Color.red.gridCellUnsizedAxes([.horizontal, .vertical]); Text("ab")
                }
                GridRow {
                    Text("abcd"); Text("c")
                }
            }
            .border()
        }
        // Without the modifier the colour would take the whole width offered; with it, the grid is
        // as wide as "abcd" and "ab", and the colour fills its 4 × 1 cell.
        #expect(host.lines == [" ┌───────┐  ", " │     ab│  ", " │abcd c │  ", " └───────┘  "])
    }

    @Test("a grid's rows share a height offered to them; a guide aligns a row's cells")
    func rowAlignmentByGuides() {
        let host = HeadlessHost(width: 7, height: 3) {
            Grid(horizontalSpacing: 1) {
                GridRow(alignment: .firstTextBaseline) {
                    VStack(spacing: 0) {
                        Text("T"); Text("s")
                    }
                    Text("x").frame(height: 3)
                    Text("one\ntwo")
                }
            }
        }
        #expect(host.lines == ["       ", "T x one", "s   two"])
    }
}
