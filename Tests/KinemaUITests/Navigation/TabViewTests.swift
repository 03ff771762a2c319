import KinemaGeometry
import Observation
import Testing

@testable import KinemaUI

@Observable
@MainActor
private final class TabState {
    var tab = "books"
    var taps = 0
}

private struct Tabs: View {
    let state: TabState

    var body: some View {
        TabView(selection: Binding(get: { state.tab }, set: { state.tab = $0 })) {
            Text("Books tab")
                .tabItem { Text("Books") }
                .tag("books")
            Button("Tap me") { state.taps += 1 }
                .tabItem { Text("Shelf") }
                .tag("shelf")
            Tab("Settings", value: "settings") {
                Text("Settings tab")
            }
        }
    }
}

@MainActor
@Suite("TabView")
struct TabViewTests {
    private func host(_ state: TabState) -> HeadlessHost {
        let host = HeadlessHost(width: 30, height: 6) { Tabs(state: state) }
        host.frameInterval = 0.1
        return host
    }

    @Test("the selected tab shows over a bar of the tabs' labels")
    func shows() {
        let state = TabState()
        let host = host(state)
        #expect(host.lines[0].hasPrefix("Books tab"))
        #expect(host.lines[4].hasPrefix("──"))
        #expect(host.lines[5].contains("Books"))
        #expect(host.lines[5].contains("Shelf"))
        #expect(host.lines[5].contains("Settings"))
    }

    @Test("a click on a bar item selects its tab, sliding over; the binding follows")
    func clickSelects() {
        let state = TabState()
        let host = host(state)
        let column = host.lines[5].distance(
            from: host.lines[5].startIndex, to: host.lines[5].range(of: "Settings")!.lowerBound)
        host.click(x: column + 1, y: 5)
        #expect(state.tab == "settings")
        host.advance(by: 0.1)
        #expect(!host.lines[0].hasPrefix("Settings tab"), "mid-slide")
        host.advance(by: 1.5)
        #expect(host.lines[0].hasPrefix("Settings tab"))
    }

    @Test("←/→ step through the tabs and stop at the ends; only the shown tab takes clicks")
    func arrows() {
        let state = TabState()
        let host = host(state)
        host.press(.leftArrow)
        #expect(state.tab == "books")
        host.press(.rightArrow)
        #expect(state.tab == "shelf")
        host.advance(by: 1.5)
        host.click(x: 2, y: 0)
        #expect(state.taps == 1)
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(state.tab == "settings")
        host.advance(by: 1.5)
        host.click(x: 2, y: 0)
        #expect(state.taps == 1)
    }

    @Test("a selection that matches no tab shows the first; untagged tabs count from 0")
    func unmatched() {
        let state = TabState()
        state.tab = "nowhere"
        let host = host(state)
        #expect(host.lines[0].hasPrefix("Books tab"))
        struct Plain: View {
            var body: some View {
                TabView {
                    Text("First").tabItem { Text("One") }
                    Text("Second").tabItem { Text("Two") }
                }
            }
        }
        let plain = HeadlessHost(width: 20, height: 4) { Plain() }
        plain.frameInterval = 0.1
        plain.press(.rightArrow)
        plain.advance(by: 1.5)
        #expect(plain.lines[0].hasPrefix("Second"))
    }
}
