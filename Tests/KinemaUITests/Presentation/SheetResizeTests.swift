import KinemaGeometry
import Observation
import Testing

@testable import KinemaUI

/// The state a resize test reads and writes.
@Observable
@MainActor
private final class ResizeState {
    var isPresented = false
    var cover = false
    var detent = PresentationDetent.medium
}

private struct ResizePresenting: View {
    let state: ResizeState

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("base line")
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .sheet(isPresented: Binding(get: { state.isPresented }, set: { state.isPresented = $0 })) {
            Text("Sheet body")
                .presentationDetents(
                    [.medium, .large], selection: Binding(get: { state.detent }, set: { state.detent = $0 }))
        }
    }
}

@MainActor
@Suite("Sheets on a resized screen")
struct SheetResizeTests {
    private func host(_ state: ResizeState, width: Int = 40, height: Int = 20) -> HeadlessHost {
        let host = HeadlessHost(width: width, height: height) { ResizePresenting(state: state) }
        host.frameInterval = 0.1
        return host
    }

    /// The row of the sheet's top border, if it is on screen.
    private func sheetTop(_ host: HeadlessHost) -> Int? {
        host.lines.firstIndex { $0.hasPrefix("╭") }
    }

    /// The width of the sheet's top border, in cells.
    private func sheetWidth(_ host: HeadlessHost) -> Int? {
        sheetTop(host).map { host.lines[$0].trimmingTrailingSpaces.count }
    }

    @Test("a shrinking screen moves a resting sheet to its detent at the new height and narrows it")
    func shrinks() {
        let state = ResizeState()
        let host = host(state)
        state.isPresented = true
        host.update()
        host.advance(by: 1.5)
        #expect(sheetTop(host) == 10)
        #expect(sheetWidth(host) == 40)
        host.resize(width: 30, height: 12)
        host.advance(by: 0.1)
        #expect(sheetTop(host) == 6)
        #expect(sheetWidth(host) == 30)
    }

    @Test("a growing screen moves the sheet down to its detent and widens it; the large detent follows too")
    func grows() {
        let state = ResizeState()
        let host = host(state, width: 30, height: 12)
        state.isPresented = true
        host.update()
        host.advance(by: 1.5)
        #expect(sheetTop(host) == 6)
        host.resize(width: 50, height: 24)
        host.advance(by: 0.1)
        #expect(sheetTop(host) == 12)
        #expect(sheetWidth(host) == 50)
        state.detent = .large
        host.update()
        host.advance(by: 1.5)
        #expect(sheetTop(host) == 1)
        host.resize(width: 40, height: 16)
        host.advance(by: 0.1)
        #expect(sheetTop(host) == 1)
        #expect(host.lines[15].hasPrefix("╰"))
    }

    @Test("a resize while the sheet rises lands it at the new detent")
    func resizeWhileRising() {
        let state = ResizeState()
        let host = host(state)
        state.isPresented = true
        host.update()
        host.advance(by: 0.1)
        host.resize(width: 40, height: 30)
        host.advance(by: 1.5)
        #expect(sheetTop(host) == 15)
    }

    @Test("Esc still dismisses after a resize")
    func escapeAfterResize() {
        let state = ResizeState()
        let host = host(state)
        state.isPresented = true
        host.update()
        host.advance(by: 1.5)
        host.resize(width: 30, height: 12)
        host.advance(by: 0.1)
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(!state.isPresented)
        #expect(sheetTop(host) == nil)
        #expect(host.lines[0].hasPrefix("base line"))
    }

    @Test("a 1×1 screen with a sheet up neither crashes nor loses the sheet; growing back restores it")
    func tinyScreen() {
        let state = ResizeState()
        let host = host(state)
        state.isPresented = true
        host.update()
        host.advance(by: 1.5)
        host.resize(width: 1, height: 1)
        host.advance(by: 1.5)
        #expect(host.lines.count == 1)
        #expect(state.isPresented)
        host.resize(width: 40, height: 20)
        host.advance(by: 0.1)
        #expect(sheetTop(host) == 10)
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(!state.isPresented)
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[startIndex..<end]
    }
}
