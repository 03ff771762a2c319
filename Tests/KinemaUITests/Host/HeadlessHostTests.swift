import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

private struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

@MainActor
@Suite("HeadlessHost")
struct HeadlessHostTests {
    @Test("a text is centred in the screen")
    func centredText() {
        let host = HeadlessHost(width: 8, height: 3) { Text("hi") }
        #expect(host.lines == ["        ", "   hi   ", "        "])
    }

    @Test("clicking a button writes state and re-renders")
    func clickButton() {
        let host = HeadlessHost(width: 9, height: 2) { Counter() }
        #expect(host.lines == [" Count 0 ", "   Add   "])
        host.click(x: 4, y: 1)
        #expect(host.lines == [" Count 1 ", "   Add   "])
    }

    @Test("Tab focuses the button and Enter activates it")
    func keyboardFocus() throws {
        let host = HeadlessHost(width: 9, height: 2) { Counter() }
        host.press(.tab)
        let cell = host.buffer[3, 1]
        #expect(cell.style.attributes.contains(.inverse))
        host.press(.return)
        host.press(.space)
        #expect(host.lines[0] == " Count 2 ")
    }
}
