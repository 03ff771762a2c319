import Foundation
import Kinema
import KinemaTestSupport
import Testing

@testable import Curves

/// Golden frames of the Curves page on a manual clock. `KINEMA_RECORD_GOLDEN=1` rewrites them.
@MainActor
@Suite("Curves golden frames")
struct CurvesTests {
    @Test("the bouncy spring plotted, the dot and the box mid-flight, then another curve")
    func frames() throws {
        let host = HeadlessHost(width: 100, height: 24) { CurvesPage() }
        host.advance(by: 0.3)
        try expectGoldenFrame(host.buffer.paintedLines, "bouncy-0.3s")
        host.press(.leftArrow)
        host.advance(by: 2)
        try expectGoldenFrame(host.buffer.paintedLines, "snappy-settled")
        host.press(.leftArrow)
        host.press(.leftArrow)
        host.advance(by: 0.4)
        try expectGoldenFrame(host.buffer.paintedLines, "circularEaseInOut-0.4s")
    }

    @Test("curves start at 0 and end at 1; springs settle at 1")
    func values() {
        for kind in CurveChoice.Kind.allCases {
            let choice = CurveChoice(kind: kind, duration: 0.8, bounce: 0.4)
            #expect(abs(choice.value(at: 0)) < 1e-9, "\(kind)")
            #expect(abs(choice.value(at: choice.span) - 1) < 0.02, "\(kind)")
        }
    }
}
