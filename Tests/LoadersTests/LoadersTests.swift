import Foundation
import Kinema
import KinemaTestSupport
import Testing

@testable import Loaders

/// Golden frames of the Loaders page on a manual clock (`█` marks a cell a shape covers
/// completely). `KINEMA_RECORD_GOLDEN=1` rewrites them.
@MainActor
@Suite("Loaders golden frames")
struct LoadersTests {
    @Test("the loaders at rest and mid-animation")
    func frames() throws {
        let host = HeadlessHost(width: 64, height: 22) { LoadersPage() }
        try expectGoldenFrame(host.buffer.paintedLines, "start")
        host.advance(by: 0.25)
        try expectGoldenFrame(host.buffer.paintedLines, "quarter-second")
        host.advance(by: 0.5)
        try expectGoldenFrame(host.buffer.paintedLines, "three-quarter-second")
    }

    @Test("the flip card shows its back past edge-on")
    func flip() {
        let front = HeadlessHost(width: 16, height: 8) { FlipCard(angle: 30) }
        let back = HeadlessHost(width: 16, height: 8) { FlipCard(angle: 150) }
        #expect(front.lines.joined().contains("FRONT"))
        #expect(back.lines.joined().contains("BACK"))
    }

    @Test("the star morphs through its animatable data")
    func star() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        // Seven units out between two points: inside the round shape, outside the star.
        let between = CGPoint(x: 10 + 7 * cos(-0.3 * Double.pi), y: 10 + 7 * sin(-0.3 * Double.pi))
        #expect(StarShape(morph: 0).path(in: rect).contains(between))
        #expect(!StarShape(morph: 1).path(in: rect).contains(between))
        var shape = StarShape(morph: 0)
        shape.animatableData = 0.5
        #expect(shape.morph == 0.5)
    }
}
