import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

@Observable
@MainActor
private final class SheetLayerState {
    var shown = false
    var path: [Int] = []
}

/// A base presenting a sheet whose content the test chooses.
private struct Presenting<Content: View>: View {
    let state: SheetLayerState
    @ViewBuilder let content: () -> Content

    var body: some View {
        Text("Base")
            .sheet(isPresented: Binding(get: { state.shown }, set: { state.shown = $0 })) { content() }
    }
}

/// What a sheet draws: views ordered with `.zIndex` inside it stay in the sheet's layer.
@MainActor
@Suite("Sheet layer")
struct SheetLayerTests {
    private func present<Content: View>(
        _ state: SheetLayerState, @ViewBuilder _ content: @escaping () -> Content
    ) -> HeadlessHost {
        let host = HeadlessHost(width: 30, height: 8) { Presenting(state: state, content: content) }
        host.frameInterval = 0.1
        state.shown = true
        host.update()
        host.advance(by: 1.5)
        return host
    }

    @Test("a view with .zIndex(0) or .zIndex(-1) in a sheet draws above the sheet's background")
    func zIndexInSheet() {
        let state = SheetLayerState()
        let host = present(state) {
            VStack(alignment: .leading, spacing: 0) {
                Text("zero").zIndex(0)
                Text("minus").zIndex(-1)
            }
        }
        #expect(host.lines[2].hasPrefix("│zero"))
        #expect(host.lines[3].hasPrefix("│minus"))
    }

    @Test("a NavigationStack in a sheet shows its root, then a pushed screen, then its root again")
    func navigationStackInSheet() {
        let state = SheetLayerState()
        let host = present(state) {
            NavigationStack(path: Binding(get: { state.path }, set: { state.path = $0 })) {
                Text("Sheet root")
                    .navigationDestination(for: Int.self) { Text("Sheet detail \($0)") }
            }
        }
        #expect(host.lines.contains { $0.contains("Sheet root") })
        state.path = [1]
        host.update()
        host.advance(by: 1.5)
        #expect(host.lines.contains { $0.contains("Sheet detail 1") })
        #expect(!host.lines.contains { $0.contains("Sheet root") })
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(state.path.isEmpty)
        #expect(state.shown)
        #expect(host.lines.contains { $0.contains("Sheet root") })
    }

    @Test("a nested .zIndex orders views above its ancestor's own drawing, within its layer; at the top level it is the value")
    func nestedZIndex() {
        #expect(LayoutTraitNode.zIndex(3, within: 0) == 3)
        #expect(LayoutTraitNode.zIndex(.nan, within: 0) == 0)
        let low = LayoutTraitNode.zIndex(-.infinity, within: 1000)
        let zero = LayoutTraitNode.zIndex(0, within: 1000)
        let high = LayoutTraitNode.zIndex(1e9, within: 1000)
        #expect(low < zero && zero < high)
        #expect(low >= 1000 && high <= 1000.25, "above the ancestor's own drawing, below a layer one up")
    }
}
