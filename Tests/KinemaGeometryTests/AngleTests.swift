import KinemaGeometry
import Testing

@Suite struct AngleTests {
    @Test("degrees and radians convert both ways")
    func conversions() {
        #expect(abs(Angle.degrees(180).radians - .pi) < 1e-12)
        var angle = Angle.radians(.pi / 2)
        #expect(abs(angle.degrees - 90) < 1e-12)
        angle.degrees = 45
        #expect(abs(angle.radians - .pi / 4) < 1e-12)
        #expect(Angle(degrees: 90) == .degrees(90) && Angle() == .zero)
    }

    @Test("angles add, subtract, negate and scale")
    func arithmetic() {
        let quarter = Angle.degrees(90)
        #expect(abs((quarter * 4 - .radians(.pi)).degrees - 180) < 1e-9)
        #expect(abs((quarter + .degrees(45)).degrees - 135) < 1e-9)
        #expect((-quarter).radians == -quarter.radians)
        #expect(abs((quarter / 2).degrees - 45) < 1e-9 && (2 * quarter) == quarter * 2)
        var turning = quarter
        turning += quarter
        turning *= 2
        #expect(abs(turning.degrees - 360) < 1e-9)
        #expect(Angle.degrees(10) < .degrees(20))
    }
}
