import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// Where a buffer's cells are stored, to tell a buffer filled in place from a copy.
private func storage(of buffer: CellBuffer) -> UnsafeRawPointer? {
    buffer.cells.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
}

@MainActor
@Suite("ViewHost")
struct ViewHostTests {
    @Test("a frame loop holding the last frame does not make every render copy the cell grid")
    func renderFillsTheFrameBeforeLast() {
        let host = ViewHost(size: Size(width: 6, height: 2), root: Text("hi"))
        // Like the frame loop, the caller keeps the frame it got until the next one arrives.
        var held = host.render(at: 0)
        let first = storage(of: held)
        held = host.render(at: 0.1)
        // Takes the first frame's memory if it was freed (a copying host frees it here).
        let occupant = [Cell](repeating: .blank, count: 12)
        held = host.render(at: 0.2)
        #expect(storage(of: held) == first, "the frame before last is filled in place")
        let fresh = ViewHost(size: Size(width: 6, height: 2), root: Text("hi")).render(at: 0)
        #expect(held.lines == fresh.lines)
        withExtendedLifetime(occupant) {}
    }
}
