import Kinema
import Testing

/// The custom-animation samples: `MyLinearAnimation` interpolates linearly, combines with a second
/// change (it does not merge), and with its velocity a spring that takes over keeps its speed.
@Suite("Explore SwiftUI animation: MyLinearAnimation")
struct CustomAnimationTests {
    @Test("17:25 MyLinearAnimation covers the change in proportion to the time elapsed, then finishes")
    func linear() {
        var value = AnimatedValue(0.0)
        let animation = Animation(MyLinearAnimationSample.MyLinearAnimation(duration: 2))
        value.setModel(100, transaction: Transaction(animation: animation), at: 0)
        for time in stride(from: 0.0, through: 2, by: 0.25) {
            #expect(abs(value.presentation(at: time) - 50 * time) < 1e-9, "at \(time) s")
        }
        #expect(value.presentation(at: 2.01) == 100)
        #expect(!value.isAnimating)
    }

    @Test("17:25 a second change while one runs combines with it: both run to the end")
    func combines() {
        var value = AnimatedValue(0.0)
        let animation = Animation(MyLinearAnimationSample.MyLinearAnimation(duration: 1))
        value.setModel(100, transaction: Transaction(animation: animation), at: 0)
        _ = value.presentation(at: 0.5)
        value.setModel(200, transaction: Transaction(animation: animation), at: 0.5)
        // The first is at 75 at 0.75 s; the second interpolates from there a quarter of the way to 200.
        #expect(abs(value.presentation(at: 0.75) - (75 + (200 - 75) * 0.25)) < 1e-9)
        #expect(value.presentation(at: 1.6) == 200)
    }

    @Test("19:50 with velocity, a spring that takes over mid-way keeps the linear speed")
    func velocityHandOff() throws {
        var value = AnimatedValue(0.0)
        let animation = Animation(MyLinearAnimationWithVelocity.MyLinearAnimation(duration: 1))
        value.setModel(100, transaction: Transaction(animation: animation), at: 0)
        _ = value.presentation(at: 0.5)
        #expect(value.velocity(at: 0.5) == 100)
        value.setModel(150, transaction: Transaction(animation: .smooth), at: 0.5)
        let step = 1.0 / 300
        let after = value.presentation(at: 0.5 + step)
        // Moving at about 100 per second just after the hand-off, not starting from rest.
        #expect(abs((after - 50) / step - 100) < 5)
        // Without the velocity (17:25) the spring starts from rest.
        var still = AnimatedValue(0.0)
        still.setModel(
            100,
            transaction: Transaction(
                animation: Animation(MyLinearAnimationSample.MyLinearAnimation(duration: 1))), at: 0)
        _ = still.presentation(at: 0.5)
        still.setModel(150, transaction: Transaction(animation: .smooth), at: 0.5)
        #expect(abs((still.presentation(at: 0.5 + step) - 50) / step) < 5)
    }
}
