import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

@MainActor
@Observable
private final class ScrollModel {
    var y = 0.0
}

/// `count` one-line rows "row 0", "row 1", … stacked from the top of a 12 × 4 screen, moved by
/// `y` lines.
private struct Rows: View {
    let model: ScrollModel
    let count: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<count) { Text("row \($0)") }
        }
        .offset(y: model.y)
        .frame(width: 12, height: 4, alignment: .topLeading)
    }
}

@MainActor
@Observable
private final class OrderModel {
    var order = Array(0..<100)
}

@MainActor
private func drawnTexts(_ host: HeadlessHost) -> [String] {
    host.displayList.items.compactMap { item in
        if case .text(let text, _) = item.kind { return text }
        return nil
    }
}

@MainActor
@Suite("Drawing only what can show")
struct VisibleDrawingTests {
    @Test("rows off screen are not drawn, and an offset animation draws them as they scroll in")
    func offScreenRowsScrollIn() {
        let model = ScrollModel()
        let host = HeadlessHost(width: 12, height: 4) { Rows(model: model, count: 1_000) }
        #expect(host.lines == ["row 0       ", "row 1       ", "row 2       ", "row 3       "])
        #expect(drawnTexts(host) == ["row 0", "row 1", "row 2", "row 3"])

        withAnimation(.linear(duration: 1)) { model.y = -500 }
        host.advance(by: 0.5)
        host.host.runtime.root.checkInvariants()
        #expect(host.lines == ["row 250     ", "row 251     ", "row 252     ", "row 253     "])
        #expect(drawnTexts(host) == ["row 250", "row 251", "row 252", "row 253"])
        host.advance(by: 0.5)
        host.host.runtime.root.checkInvariants()
        #expect(host.lines == ["row 500     ", "row 501     ", "row 502     ", "row 503     "])
    }

    @Test("rows that slide past each other in a reorder animation are drawn while they cross the screen")
    func reorderAnimationCrossesScreen() {
        let model = OrderModel()
        let host = HeadlessHost(width: 12, height: 4) {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(model.order, id: \.self) { Text("row \($0)") }
            }
            .frame(width: 12, height: 4, alignment: .topLeading)
        }
        // Row 99 travels from line 99 to line 0, row 0 the other way, over one second.
        withAnimation(.linear(duration: 1)) { model.order.swapAt(0, 99) }
        host.advance(by: 0.98)
        // At t = 0.98 row 99 is at line 1.98 (drawn on line 2, under row 2, which comes later in
        // the new order and covers its first five cells) and row 0 at line 97.02, off screen.
        #expect(host.lines == ["            ", "row 1       ", "row 29      ", "row 3       "])
        #expect(!drawnTexts(host).contains("row 0"))
        host.advance(by: 0.02)
        #expect(host.lines == ["row 99      ", "row 1       ", "row 2       ", "row 3       "])
        host.host.runtime.root.checkInvariants()
    }

    @Test("a view whose offset moves it in from an off-screen slot is drawn")
    func offsetIntoView() {
        let host = HeadlessHost(width: 12, height: 4) {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<40) { row in
                    Text(row == 30 ? "moved" : "row \(row)").offset(x: 6, y: row == 30 ? -28 : 0)
                }
            }
            .frame(width: 12, height: 4, alignment: .topLeading)
        }
        #expect(host.lines[2] == "      moved ")
    }

    @Test("a shadow reaching in from an off-screen view is drawn")
    func shadowIntoView() {
        let host = HeadlessHost(width: 4, height: 4) {
            VStack(spacing: 0) {
                Color.blue.frame(width: 4, height: 4)
                Color.blue.frame(width: 4, height: 1).shadow(color: .red, radius: 0, x: 0, y: -2)
            }
            .frame(width: 4, height: 4, alignment: .topLeading)
        }
        // The second fill's slot is line 4 (off screen); its shadow is drawn on line 2, under it.
        #expect(host.buffer[0, 2].style.background != host.buffer[0, 1].style.background)
        #expect(host.buffer[0, 3].style.background == host.buffer[0, 1].style.background)
    }

    @Test("a view scaled up from an off-screen slot is drawn where it reaches the screen")
    func scaleIntoView() {
        let host = HeadlessHost(width: 4, height: 4) {
            VStack(spacing: 0) {
                Spacer().frame(width: 4, height: 6)
                Color.red.frame(width: 4, height: 1).scaleEffect(x: 1, y: 5, anchor: .bottom)
            }
            .frame(width: 4, height: 4, alignment: .topLeading)
        }
        // The red slot is line 6; scaled five times about its bottom edge it covers lines 2–6.
        #expect(host.buffer[0, 1].style.background == Color.default)
        #expect(host.buffer[0, 2].style.background == Color.red)
        #expect(host.buffer[0, 3].style.background == Color.red)
    }

    @Test("Tab reaches the buttons on screen even when many focusable buttons are off screen")
    func tabReachesVisibleButton() {
        var tapped: [Int] = []
        let host = HeadlessHost(width: 12, height: 2) {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<20) { index in Button("button \(index)") { tapped.append(index) } }
            }
            .offset(y: -16)
            .frame(width: 12, height: 2, alignment: .topLeading)
        }
        #expect(host.lines == ["button 16   ", "button 17   "])
        host.press(.tab)
        #expect(host.buffer[0, 0].style.attributes.contains(.inverse))
        host.press(.tab)
        #expect(host.buffer[0, 1].style.attributes.contains(.inverse))
        // Focus cycles among the buttons on screen.
        host.press(.tab)
        #expect(host.buffer[0, 0].style.attributes.contains(.inverse))
        host.press(.return)
        #expect(tapped == [16])
    }

    @Test("a focused button that scrolls off screen keeps focus; Tab then moves to a button on screen")
    func focusedButtonScrollsAway() {
        let model = ScrollModel()
        var tapped: [Int] = []
        let host = HeadlessHost(width: 12, height: 2) {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<20) { index in Button("button \(index)") { tapped.append(index) } }
            }
            .offset(y: model.y)
            .frame(width: 12, height: 2, alignment: .topLeading)
        }
        host.press(.tab)
        model.y = -10
        host.update()
        #expect(host.lines == ["button 10   ", "button 11   "])
        // Button 0 is off screen but still focused: Enter activates it.
        host.press(.return)
        #expect(tapped == [0])
        host.press(.tab)
        #expect(host.buffer[0, 0].style.attributes.contains(.inverse))
        host.press(.return)
        #expect(tapped == [0, 10])
    }
}
