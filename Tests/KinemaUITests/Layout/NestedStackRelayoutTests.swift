import KinemaAnimation
import KinemaGeometry
import Observation
import Testing

@testable import KinemaUI

@MainActor
@Observable
private final class CellFlag {
    var isShown: Bool
    init(_ isShown: Bool) { self.isShown = isShown }
}

private struct FlagCell: View {
    let flag: CellFlag
    var body: some View {
        if flag.isShown { Text("c").transition(.opacity) }
    }
}

@MainActor
@Suite("Layout of stacks of stacks after a small change")
struct NestedStackRelayoutTests {
    @Test("toggling one cell of a VStack of HStacks taller than the screen measures its row, not the tree")
    func oneCellMeasuresLittle() {
        let flags = (0..<100).map { row in (0..<10).map { CellFlag(($0 + row) % 2 == 0) } }
        let host = HeadlessHost(width: 20, height: 10) {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<flags.count, id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<10, id: \.self) { FlagCell(flag: flags[row][$0]) }
                    }
                }
            }
        }
        for animated in [true, false] {
            host.host.resetStatistics()
            // Two cells of one row swap (the row keeps its width, so the other rows' proposals hold).
            let row = animated ? 50 : 60
            if animated {
                withAnimation(.linear(duration: 1)) {
                    flags[row][3].isShown.toggle()
                    flags[row][4].isShown.toggle()
                }
            } else {
                flags[row][3].isShown.toggle()
                flags[row][4].isShown.toggle()
            }
            host.update()
            // The two cells, their row (probed anew), the stack and the root: 275 today. With a four-answer
            // size cache every row and cell was measured again, tens of thousands of sizes.
            #expect(host.host.sizeMeasurements < 400, "animated: \(animated)")
        }
    }
}
