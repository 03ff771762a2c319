import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

/// Rows changed from outside the views (as an event handler would).
@MainActor
@Observable
private final class Rows {
    var items: [Int]
    var selection: Int?
    init(_ count: Int) { items = Array(0..<count) }
}

/// Insertions and removals in the other lazy containers: a horizontal stack, a `List`, rows
/// removed far from the viewport.
@MainActor
@Suite("Lazy containers: animated insertions and removals")
struct LazyContainerTransitionTests {
    @Test("a LazyHStack's inserted column fades in while the columns after it slide right")
    func horizontalInsertion() throws {
        let rows = Rows(40)
        let host = HeadlessHost(width: 30, height: 1) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(rows.items, id: \.self) { item in Text("c\(item)").frame(width: 4) }
                }
            }
        }
        let nodes = host.host.nodeCount
        let column1 = try #require(host.item(showing: "c1")).frame.midX
        withAnimation(.linear(duration: 1)) { rows.items.insert(90, at: 1) }
        host.advance(by: 0.5)
        let inserted = try #require(host.item(showing: "c90"))
        #expect(abs(inserted.opacity - 0.5) < 1e-9)
        #expect(inserted.frame.minX == 4, "in column 1")
        let next = try #require(host.item(showing: "c1"))
        #expect(next.frame.midX == column1 + 2, "the old column 1 halfway to column 2")
        #expect(next.opacity == 1)
        host.advance(by: 0.5 + host.frameInterval)
        #expect(host.item(showing: "c1")?.frame.midX == column1 + 4)
        #expect(host.lines[0].hasPrefix(" c0 c90  c1  c2"))
        #expect(!host.host.isAnimating)
        #expect(abs(host.host.nodeCount - nodes) <= 1)
    }

    @Test("a List's removed row fades out where it was and cannot be clicked, then is released")
    func listRemoval() throws {
        let rows = Rows(50)
        let host = HeadlessHost(width: 20, height: 10) {
            List(rows.items, id: \.self, selection: Binding(get: { rows.selection }, set: { rows.selection = $0 })) {
                item in Text("row \(item)")
            }
        }
        let nodes = host.host.nodeCount
        let y = try #require(lineIndex("row 2", in: host))
        withAnimation(.linear(duration: 1)) { _ = rows.items.remove(at: 2) }
        host.advance(by: 0)
        #expect(host.item(showing: "row 2")?.opacity == 1, "still shown, where it was")
        host.click(x: 3, y: y)
        #expect(rows.selection != 2, "a leaving row takes no clicks")
        host.advance(by: 0.5)
        #expect(abs((host.item(showing: "row 2")?.opacity ?? 0) - 0.5) < 1e-9)
        let below = try #require(host.item(showing: "row 3"))
        #expect(abs(below.frame.origin.y - (Double(y) + 0.5)) < 1e-9, "row 3 halfway up")
        host.advance(by: 0.5 + host.frameInterval)
        #expect(host.item(showing: "row 2") == nil)
        #expect(lineIndex("row 3", in: host) == y)
        #expect(host.host.nodeCount == nodes)
        host.host.runtime.root.checkInvariants()
    }

    @Test("a List's inserted row fades in while the rows below slide down")
    func listInsertion() throws {
        let rows = Rows(50)
        let host = HeadlessHost(width: 20, height: 10) {
            List(rows.items, id: \.self, selection: Binding(get: { rows.selection }, set: { rows.selection = $0 })) {
                item in Text("row \(item)")
            }
        }
        let y = try #require(lineIndex("row 3", in: host))
        withAnimation(.linear(duration: 1)) { rows.items.insert(900, at: 3) }
        host.advance(by: 0.25)
        #expect(abs((host.item(showing: "row 900")?.opacity ?? 0) - 0.25) < 1e-9)
        #expect(host.item(showing: "row 900")?.frame.origin.y == CGFloat(y))
        #expect(host.item(showing: "row 3")?.frame.origin.y == CGFloat(y) + 0.25)
        host.advance(by: 0.75 + host.frameInterval)
        #expect(host.item(showing: "row 900")?.opacity == 1)
        #expect(lineIndex("row 3", in: host) == y + 1)
        #expect(!host.host.isAnimating)
        host.click(x: 3, y: y)
        #expect(rows.selection == 900)
    }

    @Test("rows removed and inserted far from the viewport change nothing on screen and build nothing")
    func farChanges() {
        let rows = Rows(300)
        let host = HeadlessHost(width: 20, height: 10) {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(rows.items, id: \.self) { item in Text("item \(item)") }
                }
            }
        }
        let stack = nodes(LazyStackNode.self, in: host).first
        let built = stack?.rowsBuilt
        let lines = host.lines
        let nodes = host.host.nodeCount
        withAnimation(.linear(duration: 1)) {
            rows.items.remove(at: 250)
            rows.items.insert(5_000, at: 200)
        }
        host.advance(by: 0)
        #expect(host.lines == lines)
        #expect(host.host.nodeCount == nodes)
        #expect(stack?.rowsBuilt == built)
        #expect(stack?.disappearing.isEmpty == true)
    }

    @Test("a grid's cells that only move to another line run no transition; no cell is left behind")
    func gridCellsMove() throws {
        let rows = Rows(60)
        let log = EventLog()
        let host = HeadlessHost(width: 12, height: 6) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.fixed(4)), GridItem(.fixed(4))], spacing: 0) {
                    ForEach(rows.items, id: \.self) { item in
                        Text("c\(item)").transition(AnyTransition(LoggedPhase(log: log, id: item)))
                    }
                }
            }
        }
        let nodes = host.host.nodeCount
        withAnimation(.linear(duration: 1)) { rows.items.insert(90, at: 1) }
        host.advance(by: 0.5)
        #expect(!log.events.contains("c2 didDisappear"), "c2 moves to the next line; it is not removed")
        #expect(!log.events.contains("c2 willAppear"))
        host.advance(by: 0.5 + host.frameInterval)
        #expect(host.items(showing: "c2").count == 1)
        #expect(host.lines[0].contains("c0") && host.lines[0].contains("c90"))
        #expect(host.lines[1].contains("c1") && host.lines[1].contains("c2"))
        #expect(!host.host.isAnimating)
        #expect(host.host.nodeCount == nodes)
        host.host.runtime.root.checkInvariants()
    }
}

/// Logs the phases a cell's transition is asked for, with the cell's id.
private struct LoggedPhase: Transition {
    let log: EventLog
    let id: Int

    func body(content: Content, phase: TransitionPhase) -> some View {
        if phase != .identity { log.events.append("c\(id) \(phase)") }
        return content.offset(x: 4 * phase.value)
    }
}
