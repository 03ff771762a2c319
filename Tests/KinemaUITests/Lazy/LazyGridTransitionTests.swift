import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

/// Cells changed from outside the views (as an event handler would).
@MainActor
@Observable
private final class Cells {
    var items: [Int]
    init(_ count: Int) { items = Array(0..<count) }
}

/// A grid of two 4-cell columns (one cell between them), leading: a cell of column 0 starts at
/// x = 0, of column 1 at x = 5; line `k` is at y = `k`.
@MainActor
private func twoColumns(
    _ cells: Cells, width: Int = 12, height: Int = 6, motion: MotionPreference = .full
) -> HeadlessHost {
    HeadlessHost(width: width, height: height, motionPreference: motion) {
        ScrollView {
            LazyVGrid(columns: [GridItem(.fixed(4)), GridItem(.fixed(4))], alignment: .leading, spacing: 0) {
                ForEach(cells.items, id: \.self) { item in Text("c\(item)") }
            }
        }
    }
}

@MainActor
private func grid(in host: HeadlessHost) throws -> LazyGridNode {
    try #require(nodes(LazyGridNode.self, in: host).first)
}

@MainActor
private func origin(_ text: String, in host: HeadlessHost) -> Point? {
    host.item(showing: text)?.frame.origin
}

private func near(_ a: Point?, _ x: Double, _ y: Double) -> Bool {
    guard let a else { return false }
    return abs(Double(a.x) - x) < 1e-9 && abs(Double(a.y) - y) < 1e-9
}

/// Insertions and removals in lazy grids: inserted cells fade in (or run their transition), cells
/// that move — within their line or to another — keep their node and slide, removed cells fade out
/// where they were.
@MainActor
@Suite("Lazy grids: animated insertions and removals")
struct LazyGridTransitionTests {
    @Test(
        "an inserted cell fades in; the cells after it slide, wrapping to the next line, and none is rebuilt")
    func insertion() throws {
        let cells = Cells(60)
        let host = twoColumns(cells)
        let grid = try grid(in: host)
        let built = grid.cellsBuilt
        let nodes = host.host.nodeCount
        #expect(near(origin("c1", in: host), 5, 0))
        #expect(near(origin("c2", in: host), 0, 1))
        withAnimation(.linear(duration: 1)) { cells.items.insert(90, at: 1) }
        host.advance(by: 0.5)
        let inserted = try #require(host.item(showing: "c90"))
        #expect(abs(inserted.opacity - 0.5) < 1e-9)
        #expect(near(inserted.frame.origin, 5, 0), "in c1's place")
        #expect(
            near(origin("c1", in: host), 2.5, 0.5), "c1 halfway from line 0, column 1 to line 1, column 0")
        #expect(host.item(showing: "c1")?.opacity == 1)
        #expect(near(origin("c2", in: host), 2.5, 1), "c2 halfway along its line")
        #expect(grid.cellsBuilt == built + 1, "only the inserted cell was built")
        host.advance(by: 0.5 + host.frameInterval)
        #expect(near(origin("c1", in: host), 0, 1))
        #expect(near(origin("c2", in: host), 5, 1))
        #expect(host.item(showing: "c90")?.opacity == 1)
        #expect(host.lines[0].hasPrefix("c0   c90"))
        #expect(host.lines[1].hasPrefix("c1   c2"))
        #expect(!host.host.isAnimating)
        #expect(grid.cellsBuilt == built + 1)
        #expect(abs(host.host.nodeCount - nodes) <= 1, "one more cell, or the same when one left the window")
        host.host.runtime.root.checkInvariants()
    }

    @Test(
        "a removed cell fades out where it was, takes no clicks, and is released after its fade; onDisappear follows"
    )
    func removal() throws {
        let cells = Cells(60)
        let log = EventLog()
        var tapped: [Int] = []
        let host = HeadlessHost(width: 12, height: 6) {
            ScrollView {
                LazyVGrid(
                    columns: [GridItem(.fixed(4)), GridItem(.fixed(4))], alignment: .leading, spacing: 0
                ) {
                    ForEach(cells.items, id: \.self) { item in
                        Button("c\(item)") { tapped.append(item) }.buttonStyle(.plain)
                            .onDisappear { log.events.append("gone c\(item)") }
                    }
                }
            }
        }
        let nodes = host.host.nodeCount
        withAnimation(.linear(duration: 1)) { _ = cells.items.remove(at: 1) }
        host.advance(by: 0.25)
        let leaving = try #require(host.item(showing: "c1"))
        #expect(abs(leaving.opacity - 0.75) < 1e-9)
        #expect(near(leaving.frame.origin, 5, 0), "where it was")
        #expect(near(origin("c2", in: host), 1.25, 0.75), "c2 a quarter of the way up to line 0, column 1")
        #expect(host.host.nodeCount > nodes, "the leaving cell is kept besides the window's")
        host.click(x: 5, y: 0)
        #expect(!tapped.contains(1), "a leaving cell takes no clicks")
        #expect(!log.events.contains("gone c1"))
        host.advance(by: 0.75)
        #expect(host.item(showing: "c1") == nil)
        #expect(!log.events.contains("gone c1"), "released with the frame that retires its fade")
        host.advance(by: host.frameInterval)
        #expect(log.events.contains("gone c1"))
        #expect(!log.events.contains("gone c2"), "c2 only moved")
        #expect(near(origin("c2", in: host), 5, 0))
        #expect(!host.host.isAnimating)
        #expect(host.host.nodeCount == nodes, "every node of the removed cell released")
        host.host.runtime.root.checkInvariants()
    }

    @Test("a cell keeps its @State when an insertion moves it to another line")
    func stateAcrossLines() throws {
        let cells = Cells(40)
        let host = HeadlessHost(width: 20, height: 8) {
            ScrollView {
                LazyVGrid(
                    columns: [GridItem(.fixed(9)), GridItem(.fixed(9))], alignment: .leading, spacing: 0
                ) {
                    ForEach(cells.items, id: \.self) { CounterRow(row: $0) }
                }
            }
        }
        let grid = try grid(in: host)
        let built = grid.cellsBuilt
        #expect(host.lines[1].contains("3: 0"))
        host.click(x: 12, y: 1)
        #expect(host.lines[1].contains("3: 1"), "cell 3 (line 1, column 1) tapped once")
        withAnimation(.linear(duration: 1)) { cells.items.insert(100, at: 0) }
        host.advance(by: 1 + host.frameInterval)
        #expect(host.lines[2].hasPrefix("3: 1"), "moved to line 2, column 0, with its count")
        #expect(host.lines[0].hasPrefix("100: 0"))
        #expect(grid.cellsBuilt == built + 1)
        host.click(x: 1, y: 2)
        #expect(host.lines[2].hasPrefix("3: 2"))
    }

    @Test("a cell inserted again while it fades out comes back from the opacity shown, with the same node")
    func reinsertion() throws {
        let cells = Cells(60)
        let host = twoColumns(cells)
        let grid = try grid(in: host)
        let nodes = host.host.nodeCount
        withAnimation(.linear(duration: 1)) { _ = cells.items.remove(at: 1) }
        host.advance(by: 0.5)
        #expect(near(origin("c2", in: host), 2.5, 0.5))
        // The cell that entered the window's end as the others moved up was built; no other.
        let built = grid.cellsBuilt
        withAnimation(.linear(duration: 1)) { cells.items.insert(1, at: 1) }
        host.advance(by: 0)
        #expect(abs((host.item(showing: "c1")?.opacity ?? 0) - 0.5) < 1e-9, "no jump")
        // As for lazy rows: the fade-in interpolates from the fade-out's live value (1 − t + t·(t − 0.5)).
        host.advance(by: 0.25)
        #expect(abs((host.item(showing: "c1")?.opacity ?? 0) - 0.4375) < 1e-9)
        host.advance(by: 0.75 + host.frameInterval)
        #expect(host.item(showing: "c1")?.opacity == 1)
        #expect(near(origin("c1", in: host), 5, 0))
        #expect(near(origin("c2", in: host), 0, 1), "c2 went back")
        #expect(grid.cellsBuilt == built, "the leaving node came back: none was built")
        #expect(host.host.nodeCount == nodes)
        #expect(!host.host.isAnimating)
        host.host.runtime.root.checkInvariants()
    }

    @Test("without an animation, and under MotionPreference.none, cells are inserted and removed at once")
    func immediate() throws {
        for motion in [MotionPreference.full, .none] {
            let cells = Cells(60)
            let host = twoColumns(cells, motion: motion)
            let nodes = host.host.nodeCount
            if motion == .none {
                withAnimation(.linear(duration: 1)) { cells.items.insert(90, at: 1) }
            } else {
                cells.items.insert(90, at: 1)
            }
            host.advance(by: 0)
            #expect(host.item(showing: "c90")?.opacity == 1)
            #expect(near(origin("c1", in: host), 0, 1))
            #expect(!host.host.isAnimating)
            if motion == .none {
                withAnimation(.linear(duration: 1)) { _ = cells.items.remove(at: 1) }
            } else {
                cells.items.remove(at: 1)
            }
            host.advance(by: 0)
            #expect(host.item(showing: "c90") == nil)
            #expect(near(origin("c1", in: host), 5, 0))
            #expect(!host.host.isAnimating)
            #expect(host.host.nodeCount == nodes)
        }
    }

    @Test("a cell's own transition runs when it is inserted or removed; cells that only move run none")
    func ownTransition() throws {
        let cells = Cells(60)
        let log = EventLog()
        let host = HeadlessHost(width: 12, height: 6) {
            ScrollView {
                LazyVGrid(
                    columns: [GridItem(.fixed(4)), GridItem(.fixed(4))], alignment: .leading, spacing: 0
                ) {
                    ForEach(cells.items, id: \.self) { item in
                        Text("c\(item)").transition(AnyTransition(CellPhaseLog(log: log, id: item)))
                    }
                }
            }
        }
        let nodes = host.host.nodeCount
        log.events = []
        withAnimation(.linear(duration: 1)) { cells.items.insert(90, at: 1) }
        host.advance(by: 0.5)
        #expect(log.events.contains("c90 willAppear"))
        #expect(log.events.allSatisfy { $0.hasPrefix("c90") }, "\(log.events)")
        #expect(host.item(showing: "c90")?.opacity == 1, "its own transition replaces the fade")
        host.advance(by: 0.5 + host.frameInterval)
        log.events = []
        withAnimation(.linear(duration: 1)) { _ = cells.items.remove(at: 1) }
        host.advance(by: 0.5)
        #expect(log.events.contains("c90 didDisappear"))
        #expect(log.events.allSatisfy { $0.hasPrefix("c90") }, "\(log.events)")
        host.advance(by: 0.5 + host.frameInterval)
        #expect(host.item(showing: "c90") == nil)
        #expect(host.host.nodeCount == nodes)
    }

    @Test("a LazyHGrid's inserted cell fades in while the cells after it slide down and into the next column")
    func horizontalGrid() throws {
        let cells = Cells(60)
        let host = HeadlessHost(width: 20, height: 2) {
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))], alignment: .top) {
                    ForEach(cells.items, id: \.self) { item in Text("c\(item)") }
                }
            }
        }
        // Columns two cells wide, one cell apart.
        #expect(near(origin("c1", in: host), 0, 1))
        #expect(near(origin("c2", in: host), 3, 0))
        withAnimation(.linear(duration: 1)) { cells.items.insert(90, at: 1) }
        host.advance(by: 0.5)
        #expect(abs((host.item(showing: "c90")?.opacity ?? 0) - 0.5) < 1e-9)
        #expect(near(origin("c90", in: host), 0, 1))
        // Column 0 widens to "c90": column 1 starts at 4.
        #expect(near(origin("c1", in: host), 2, 0.5), "c1 halfway to column 1, row 0")
        #expect(near(origin("c2", in: host), 3.5, 0.5), "c2 halfway down to row 1 of column 1")
        host.advance(by: 0.5 + host.frameInterval)
        #expect(host.lines[0].hasPrefix(" c0 c1 c3"), "c0 centred in its 3-cell column")
        #expect(host.lines[1].hasPrefix("c90 c2 c4"))
        #expect(!host.host.isAnimating)
        host.host.runtime.root.checkInvariants()
    }

    @Test("adaptive columns: after a removal the next line's first cell slides up into the last column")
    func adaptiveColumns() throws {
        let cells = Cells(200)
        let host = HeadlessHost(width: 20, height: 6) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 4))], alignment: .leading, spacing: 0) {
                    ForEach(cells.items, id: \.self) { item in Text("a\(item)") }
                }
            }
        }
        #expect(try grid(in: host).tracks.count == 4)
        let from = try #require(origin("a4", in: host))
        let to = try #require(origin("a3", in: host))
        #expect(from.y == 1 && to.y == 0)
        let nodes = host.host.nodeCount
        withAnimation(.linear(duration: 1)) { _ = cells.items.remove(at: 2) }
        host.advance(by: 0.5)
        #expect(near(origin("a4", in: host), Double(from.x + to.x) / 2, 0.5))
        #expect(abs((host.item(showing: "a2")?.opacity ?? 0) - 0.5) < 1e-9)
        host.advance(by: 0.5 + host.frameInterval)
        #expect(near(origin("a4", in: host), Double(to.x), 0))
        #expect(host.item(showing: "a2") == nil)
        #expect(host.host.nodeCount == nodes)
    }

    @Test(
        "in a grid scrolled to the middle, a cell inserted on screen fades in; changes far away build nothing"
    )
    func scrolledToMiddle() throws {
        let cells = Cells(100_000)
        let box = ProxyBox()
        let host = HeadlessHost(width: 12, height: 6) {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVGrid(
                        columns: [GridItem(.fixed(5)), GridItem(.fixed(5))], alignment: .leading, spacing: 0
                    ) {
                        ForEach(cells.items, id: \.self) { item in Text("\(item)") }
                    }
                }
                .onAppear { box.proxy = proxy }
            }
        }
        box.proxy?.scrollTo(50_000, anchor: .top)
        host.advance(by: 0)
        #expect(host.lines[0].hasPrefix("50000 50001"))
        let grid = try grid(in: host)
        let built = grid.cellsBuilt
        let nodes = host.host.nodeCount
        withAnimation(.linear(duration: 1)) {
            cells.items.remove(at: 90_000)
            cells.items.insert(-1, at: 10)
        }
        host.advance(by: 0)
        // The insertion far above moves every cell on by one: the cell entering the window's end
        // is built, none is inserted there, nothing fades.
        #expect(grid.cellsBuilt <= built + 1)
        #expect(host.displayList.items.allSatisfy { $0.opacity == 1 })
        #expect(abs(host.host.nodeCount - nodes) <= 1)
        host.advance(by: 1 + host.frameInterval)
        let builtBefore = grid.cellsBuilt
        let lines = host.lines
        withAnimation(.linear(duration: 1)) { cells.items.insert(-2, at: 50_003) }
        host.advance(by: 0.5)
        let top = lines[0].split(separator: " ").compactMap { Int($0) }
        let shown = try #require(host.item(showing: "-2"))
        #expect(abs(shown.opacity - 0.5) < 1e-9)
        #expect(grid.cellsBuilt <= builtBefore + 2, "the inserted cell, and one entering the window's end")
        host.advance(by: 0.5 + host.frameInterval)
        #expect(host.lines[0].split(separator: " ").compactMap { Int($0) } == top, "line 0 unchanged")
        #expect(host.lines[1].contains("-2"))
        #expect(!host.host.isAnimating)
        host.host.runtime.root.checkInvariants()
    }

    @Test("1,000 cells inserted in one update: those on screen fade in, the others are not built")
    func thousandInserts() throws {
        let cells = Cells(10_000)
        let host = HeadlessHost(width: 20, height: 6) {
            ScrollView {
                LazyVGrid(
                    columns: [GridItem(.fixed(9)), GridItem(.fixed(9))], alignment: .leading, spacing: 0
                ) {
                    ForEach(cells.items, id: \.self) { item in Text("c\(item)") }
                }
            }
        }
        let grid = try grid(in: host)
        let built = grid.cellsBuilt
        let window = grid.builtRowCount * 2
        let nodes = host.host.nodeCount
        withAnimation(.linear(duration: 1)) { cells.items.insert(contentsOf: 20_000..<21_000, at: 1) }
        host.advance(by: 0.5)
        #expect(abs((host.item(showing: "c20000")?.opacity ?? 0) - 0.5) < 1e-9)
        #expect(abs((host.item(showing: "c20004")?.opacity ?? 0) - 0.5) < 1e-9)
        #expect(host.item(showing: "c0")?.opacity == 1, "c0 stays")
        #expect(grid.cellsBuilt - built <= window, "at most a window of cells built")
        #expect(host.item(showing: "c1") == nil, "c1 moved a thousand cells on: released at once")
        host.advance(by: 0.5 + host.frameInterval)
        #expect(host.lines[0].hasPrefix("c0        c20000"))
        #expect(host.lines[5].hasPrefix("c20009    c20010"))
        #expect(!host.host.isAnimating)
        #expect(host.host.nodeCount == nodes)
        host.host.runtime.root.checkInvariants()
    }
}

/// Logs the phases a cell's transition is asked for, with the cell's id.
private struct CellPhaseLog: Transition {
    let log: EventLog
    let id: Int

    func body(content: Content, phase: TransitionPhase) -> some View {
        if phase != .identity { log.events.append("c\(id) \(phase)") }
        return content.offset(x: 4 * phase.value)
    }
}
