import KinemaGeometry
import Observation
import Testing

@testable import KinemaUI

/// The state a sheet test reads and writes.
@Observable
@MainActor
private final class SheetState {
    var isPresented = false
    var second = false
    var detent = PresentationDetent.medium
    var taps = 0
    var dismissals = 0
    var item: Item?
    var dismissDisabled = false

    struct Item: Identifiable {
        let id: Int
    }
}

private struct Presenting: View {
    let state: SheetState

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Tap base") { state.taps += 1 }
            Text("base line")
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .sheet(
            isPresented: Binding(get: { state.isPresented }, set: { state.isPresented = $0 }),
            onDismiss: { state.dismissals += 1 }
        ) {
            Text("Sheet body")
                .presentationDetents(
                    [.medium, .large], selection: Binding(get: { state.detent }, set: { state.detent = $0 }))
                .interactiveDismissDisabled(state.dismissDisabled)
        }
    }
}

@MainActor
@Suite("Sheets")
struct SheetTests {
    private func host(_ state: SheetState, height: Int = 20) -> HeadlessHost {
        let host = HeadlessHost(width: 30, height: height) { Presenting(state: state) }
        host.frameInterval = 0.1
        return host
    }

    /// The row of the sheet's top border, if it is on screen.
    private func sheetTop(_ host: HeadlessHost) -> Int? {
        host.lines.firstIndex { $0.hasPrefix("╭") }
    }

    @Test("a sheet slides up from the bottom to its smallest detent and shows its drag indicator")
    func presents() {
        let state = SheetState()
        let host = host(state)
        #expect(sheetTop(host) == nil)
        state.isPresented = true
        host.update()
        host.advance(by: 0.1)
        let rising = sheetTop(host)
        #expect(rising.map { $0 > 10 } ?? true)
        host.advance(by: 1.5)
        #expect(sheetTop(host) == 10)
        #expect(host.lines[11].contains("━━━━━━"))
        #expect(host.lines[12].contains("Sheet body"))
        #expect(host.lines[0].hasPrefix("Tap base"))
    }

    @Test("a throw upward moves it to the large detent and writes the selection")
    func dragBetweenDetents() {
        let state = SheetState()
        let host = host(state)
        state.isPresented = true
        host.update()
        host.advance(by: 1.5)
        host.drag(from: Point(x: 10.5, y: 12.5), to: Point(x: 10.5, y: 8.5), steps: 4, duration: 0.08)
        host.advance(by: 1.5)
        #expect(state.detent == .large)
        #expect(sheetTop(host) == 1)
        // And the binding moves it back.
        state.detent = .medium
        host.update()
        host.advance(by: 1.5)
        #expect(sheetTop(host) == 10)
    }

    @Test("a drag down past the middle of the way out dismisses; onDismiss runs when it has left")
    func dragToDismiss() {
        let state = SheetState()
        let host = host(state)
        state.isPresented = true
        host.update()
        host.advance(by: 1.5)
        host.drag(from: Point(x: 10.5, y: 12.5), to: Point(x: 10.5, y: 18.5), steps: 30, duration: 1)
        #expect(!state.isPresented)
        #expect(state.dismissals == 0)
        host.advance(by: 1.5)
        #expect(state.dismissals == 1)
        #expect(sheetTop(host) == nil)
    }

    @Test("a short slow drag down springs back; with dismissal disabled even a long one does")
    func dragCancels() {
        let state = SheetState()
        let host = host(state)
        state.isPresented = true
        host.update()
        host.advance(by: 1.5)
        host.drag(from: Point(x: 10.5, y: 12.5), to: Point(x: 10.5, y: 13.5), steps: 10, duration: 1)
        host.advance(by: 1.5)
        #expect(state.isPresented)
        #expect(sheetTop(host) == 10)
        state.dismissDisabled = true
        host.update()
        host.drag(from: Point(x: 10.5, y: 12.5), to: Point(x: 10.5, y: 19.5), steps: 4, duration: 0.08)
        host.advance(by: 1.5)
        #expect(state.isPresented)
        #expect(sheetTop(host) == 10)
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(state.isPresented, "Esc is an interactive dismissal too")
    }

    @Test("Esc dismisses; the base takes no clicks while the sheet is up")
    func escapeAndScrim() {
        let state = SheetState()
        let host = host(state)
        state.isPresented = true
        host.update()
        host.advance(by: 1.5)
        host.click(x: 2, y: 0)
        #expect(state.taps == 0)
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(!state.isPresented)
        #expect(state.dismissals == 1)
        host.click(x: 2, y: 0)
        #expect(state.taps == 1)
    }

    /// The presented top of the sheet's body text (fractional rows).
    private func bodyY(_ host: HeadlessHost) -> Double? {
        for item in host.displayList.items {
            if case .text(let string, _) = item.kind, string.hasPrefix("Sheet body") {
                return Double(item.frame.origin.y)
            }
        }
        return nil
    }

    @Test("the sheet's offset is continuous across the release of a drag")
    func continuousRelease() throws {
        let state = SheetState()
        let host = host(state)
        state.isPresented = true
        host.update()
        host.advance(by: 1.5)
        host.press(at: Point(x: 10.5, y: 12.5))
        for step in 1...6 {
            host.advance(by: 1.0 / 60)
            host.move(to: Point(x: 10.5, y: 12.5 - Double(step) * 0.5))
        }
        let atRelease = try #require(bodyY(host))
        host.release(at: Point(x: 10.5, y: 9.5))
        #expect(try #require(bodyY(host)) == atRelease)
        host.frameInterval = 0.001
        host.advance(by: 0.001)
        // 30 rows per second upward: about 0.03 rows in the first millisecond.
        let step = try #require(bodyY(host)) - atRelease
        #expect(abs(step + 0.03) < 0.01)
    }

    @Test("two sheets turned on at once: one is shown, the other's binding goes back to false")
    func twoSheets() {
        struct Two: View {
            let state: SheetState
            var body: some View {
                VStack {
                    Text("a").sheet(isPresented: Binding(get: { state.isPresented }, set: { state.isPresented = $0 })) {
                        Text("First sheet")
                    }
                    Text("b").sheet(isPresented: Binding(get: { state.second }, set: { state.second = $0 })) {
                        Text("Second sheet")
                    }
                }
            }
        }
        let state = SheetState()
        let host = HeadlessHost(width: 30, height: 10) { Two(state: state) }
        host.frameInterval = 0.1
        state.isPresented = true
        state.second = true
        host.update()
        host.advance(by: 1.5)
        #expect(state.isPresented)
        #expect(!state.second)
        #expect(host.lines.contains { $0.contains("First sheet") })
        #expect(!host.lines.contains { $0.contains("Second sheet") })
        #expect(host.host.diagnostics.contains { $0.contains("only one sheet") })
        // Once the first is gone, the second can be shown.
        state.isPresented = false
        host.update()
        host.advance(by: 1.5)
        state.second = true
        host.update()
        host.advance(by: 1.5)
        #expect(host.lines.contains { $0.contains("Second sheet") })
    }

    @Test("an item sheet shows its item, keeps drawing it while it slides away, and clears the item on dismissal")
    func itemSheet() {
        struct Items: View {
            let state: SheetState
            var body: some View {
                Text("base").sheet(item: Binding(get: { state.item }, set: { state.item = $0 })) { item in
                    Text("Item \(item.id)")
                }
            }
        }
        let state = SheetState()
        let host = HeadlessHost(width: 30, height: 10) { Items(state: state) }
        host.frameInterval = 0.1
        state.item = .init(id: 7)
        host.update()
        host.advance(by: 1.5)
        #expect(host.lines.contains { $0.contains("Item 7") })
        host.press(.escape)
        #expect(state.item == nil)
        host.advance(by: 0.1)
        #expect(host.lines.contains { $0.contains("Item 7") })
        host.advance(by: 1.5)
        #expect(!host.lines.contains { $0.contains("Item 7") })
    }

    @Test("a full-screen cover covers every row and cannot be dragged away")
    func fullScreenCover() {
        struct Cover: View {
            let state: SheetState
            var body: some View {
                Text("base").fullScreenCover(isPresented: Binding(get: { state.isPresented }, set: { state.isPresented = $0 })) {
                    Text("Cover")
                }
            }
        }
        let state = SheetState()
        let host = HeadlessHost(width: 20, height: 8) { Cover(state: state) }
        host.frameInterval = 0.1
        state.isPresented = true
        host.update()
        host.advance(by: 1.5)
        #expect(host.lines[0].hasPrefix("╭"))
        host.drag(from: Point(x: 5.5, y: 3.5), to: Point(x: 5.5, y: 7.5), steps: 4, duration: 0.08)
        host.advance(by: 1.5)
        #expect(state.isPresented)
        #expect(host.lines[0].hasPrefix("╭"))
    }
}
