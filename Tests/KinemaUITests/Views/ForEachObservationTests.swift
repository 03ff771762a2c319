import KinemaAnimation
import Observation
import Testing

@testable import KinemaUI

@Observable
private final class RowOffsets {
    var offsets = [0.0, 0.0, 0.0]
}

private struct OffsetRows: View {
    let model: RowOffsets

    var body: some View {
        VStack {
            ForEach(0..<3, id: \.self) { row in
                Text("\(row)").offset(x: model.offsets[row]).frame(width: 10, height: 1, alignment: .leading)
            }
        }
    }
}

@MainActor
@Suite("ForEach rows reading @Observable models")
struct ForEachObservationTests {
    @Test("a model read only inside a row closure updates that row under the write's animation")
    func rowReadsAreObserved() {
        let model = RowOffsets()
        let host = HeadlessHost(width: 10, height: 3) { OffsetRows(model: model) }
        #expect(host.lines == ["0         ", "1         ", "2         "])

        withAnimation(.linear(duration: 1)) { model.offsets[1] = 4 }
        host.advance(by: 0.5)
        #expect(host.lines == ["0         ", "  1       ", "2         "])
        host.advance(by: 0.6)
        #expect(host.lines == ["0         ", "    1     ", "2         "])
    }

    @Test("a row-only model change without animation shows at the next update")
    func rowReadsUpdateWithoutAnimation() {
        let model = RowOffsets()
        let host = HeadlessHost(width: 10, height: 3) { OffsetRows(model: model) }
        model.offsets[2] = 3
        host.update()
        #expect(host.lines == ["0         ", "1         ", "   2      "])
    }
}
