import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// How a drag's velocity survives the way a terminal delivers motion: only when the pointer moves,
/// and from a slow or remote terminal in bursts more than 40 ms apart.
@MainActor
@Suite("Drag velocity from terminal delivery")
struct DragVelocityDeliveryTests {
    /// A full-screen drag that records the velocity of its end.
    private func host(_ ended: @escaping @MainActor (Double) -> Void) -> HeadlessHost {
        HeadlessHost(width: 40, height: 2) {
            screen(width: 40, height: 2) {
                Color.blue.frame(width: 40, height: 2)
                    .gesture(DragGesture(minimumDistance: 0).onEnded { ended($0.velocity.width) })
            }
        }
    }

    @Test("motion delivered every 50 ms (a slow terminal's bursts) keeps the drag's speed at release")
    func burstsKeepSpeed() throws {
        var velocity: Double?
        let host = host { velocity = $0 }
        // 20 cells per second, one report per 50 ms: each gap exceeds 40 ms, yet the pointer moved.
        host.drag(from: cell(2, 0), to: cell(10, 0), steps: 8, duration: 0.4)
        let measured = try #require(velocity)
        #expect(abs(measured - 20) < 1, "velocity \(measured)")
    }

    @Test("several reports in one read share a time: the burst counts as its last position")
    func sameTimeBurst() throws {
        var velocity: Double?
        let host = host { velocity = $0 }
        host.press(at: cell(2, 0))
        for step in 1...6 {
            host.advance(by: 0.05)
            // Two reports per read, the second one cell further, both at the read's time.
            host.move(to: cell(2 + 2 * step - 1, 0))
            host.move(to: cell(2 + 2 * step, 0))
        }
        host.release(at: cell(14, 0))
        let measured = try #require(velocity)
        #expect(abs(measured - 40) < 2, "velocity \(measured)")
    }

    @Test("a release after a pause (no motion reported) has no velocity")
    func pauseThenRelease() throws {
        var velocity: Double?
        let host = host { velocity = $0 }
        host.press(at: cell(2, 0))
        for step in 1...8 {
            host.advance(by: 0.016)
            host.move(to: cell(2 + step, 0))
        }
        host.advance(by: 0.06)  // held still: the terminal reports nothing
        host.release(at: cell(10, 0))
        #expect(try #require(velocity) == 0)
    }

    @Test("a jittery but moving drag (uneven gaps around 40 ms) does not read as stopped")
    func jitteryDrag() throws {
        var velocity: Double?
        let host = host { velocity = $0 }
        host.press(at: cell(2, 0))
        let gaps = [0.03, 0.055, 0.02, 0.07, 0.035, 0.06, 0.045, 0.05]
        var x = 2.0
        for gap in gaps {
            host.advance(by: gap)
            x += gap * 30  // 30 cells per second, reported at uneven intervals
            host.move(to: Point(x: x, y: 0.5))
        }
        host.release(at: Point(x: x, y: 0.5))
        let measured = try #require(velocity)
        #expect(measured > 20 && measured < 40, "velocity \(measured)")
    }
}
