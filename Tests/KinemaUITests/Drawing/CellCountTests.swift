import KinemaGeometry
import Testing

@testable import KinemaUI

@MainActor
@Suite("Non-finite and huge geometry")
struct CellCountTests {
    nonisolated static let hostile: [Double] = [.nan, .infinity, -.infinity, 1e19, -1e19]

    @Test("cell counts saturate instead of trapping", arguments: hostile)
    func saturates(value: Double) {
        let count = CellCount.of(value, cappedAt: 80)
        #expect((0...80).contains(count))
        #expect(CellCount.of(value) <= CellCount.limit)
    }

    @Test("a text in a hostile fixed frame draws without trapping", arguments: hostile)
    func textInFrame(value: Double) {
        let host = HeadlessHost(width: 6, height: 2) {
            Text("x").frame(width: value, height: value)
        }
        #expect(host.lines.count == 2)
        #expect(host.lines.allSatisfy { $0.count == 6 })
    }

    @Test("a text in a hostile flexible frame draws without trapping", arguments: hostile)
    func textInFlexibleFrame(value: Double) {
        let host = HeadlessHost(width: 6, height: 2) {
            Text("x").frame(
                minWidth: value, idealWidth: value, maxWidth: value, minHeight: value,
                idealHeight: value, maxHeight: value)
        }
        #expect(host.lines.count == 2)
    }

    @Test("a divider under a hostile offset, scale or padding draws without trapping", arguments: hostile)
    func dividerUnderEffects(value: Double) {
        let host = HeadlessHost(width: 6, height: 3) {
            VStack {
                Divider().scaleEffect(value)
                Divider().scaleEffect(x: value, y: 1, anchor: UnitPoint(x: value, y: value))
                Divider().offset(x: value, y: value)
                Text("x").padding(value)
            }
        }
        #expect(host.lines.count == 3)
    }

    @Test("NaN geometry is ignored rather than propagated")
    func nanIsIgnored() {
        let plain = HeadlessHost(width: 6, height: 1) { Text("ab") }
        let hostile = HeadlessHost(width: 6, height: 1) {
            Text("ab").frame(width: .nan).offset(x: .nan).scaleEffect(.nan).padding(.horizontal, .nan)
        }
        #expect(hostile.lines == plain.lines)
    }

    @Test("a huge divider draws at most one screen of glyphs")
    func hugeDividerIsCapped() {
        let host = HeadlessHost(width: 5, height: 1) {
            Divider().frame(width: 1e9).scaleEffect(1e9)
        }
        let glyphCounts = host.displayList.items.compactMap { item -> Int? in
            guard case .text(let text, _) = item.kind else { return nil }
            return text.count
        }
        #expect(glyphCounts == [5])
    }
}
