import KinemaAnimation
import KinemaGeometry
import Testing

@testable import KinemaUI

/// A linear animation that records whether its context said the user prefers reduced motion.
private struct ProbeAnimation: CustomAnimation {
    nonisolated(unsafe) static var sawReducedMotion: [Bool] = []

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        Self.sawReducedMotion.append(context.environment.accessibilityReduceMotion)
        return time >= 1 ? nil : value.scaled(by: time)
    }
}

@MainActor
@Suite("Reduced motion", .serialized)
struct ReducedMotionTests {
    @Test("KINEMA_ANIMATIONS names the preference; anything else is full")
    func environmentVariable() {
        #expect(MotionPreference.fromEnvironment([:]) == .full)
        #expect(MotionPreference.fromEnvironment(["KINEMA_ANIMATIONS": "none"]) == .none)
        #expect(MotionPreference.fromEnvironment(["KINEMA_ANIMATIONS": "Reduced"]) == .reduced)
        #expect(MotionPreference.fromEnvironment(["KINEMA_ANIMATIONS": "full"]) == .full)
        #expect(MotionPreference.fromEnvironment(["KINEMA_ANIMATIONS": "\u{1B}[2J"]) == .full)
    }

    @Test("under reduced motion a moving transition becomes a cross-fade, per subtree")
    func reducedMotionFades() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 20, height: 2) {
            VStack(spacing: 0) {
                if model.show {
                    Text("moved").transition(.move(edge: .leading))
                    Text("faded").transition(.move(edge: .leading)).environment(
                        \.accessibilityReduceMotion, true)
                }
            }.frame(width: 20, height: 2)
        }
        let movedX = host.item(showing: "moved")?.frame.origin.x ?? 0
        let fadedX = host.item(showing: "faded")?.frame.origin.x ?? 0
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.advance(by: 0.5)
        #expect((host.item(showing: "moved")?.frame.origin.x ?? 0) < movedX)
        #expect(host.item(showing: "faded")?.frame.origin.x == fadedX)
        #expect(abs((host.item(showing: "faded")?.opacity ?? 0) - 0.5) < 1e-9)
    }

    @Test("the host's reduced preference reaches the environment and custom animations")
    func hostPreference() {
        ProbeAnimation.sawReducedMotion = []
        let model = TransitionModel()
        var seen: Bool?
        let host = HeadlessHost(width: 10, height: 1, motionPreference: .reduced) {
            EnvironmentReader { seen = $0.accessibilityReduceMotion }
            Text("x").offset(x: Double(model.count))
        }
        #expect(seen == true)
        withAnimation(Animation(ProbeAnimation())) { model.count = 4 }
        host.advance(by: 0.5)
        #expect(ProbeAnimation.sawReducedMotion.contains(true))
    }

    @Test("under none, changes apply at once, removals are immediate and completions still fire")
    func noneAppliesImmediately() {
        let model = TransitionModel()
        let log = EventLog()
        let host = HeadlessHost(width: 10, height: 2, motionPreference: .none) {
            VStack {
                if model.show { Text("A").transition(.slide).onDisappear { log.events.append("gone") } }
                Text("B").offset(x: Double(model.count)).animation(.linear(duration: 1), value: model.count)
            }
        }
        withAnimation(.linear(duration: 1), completionCriteria: .removed) {
            model.show = false
        } completion: {
            log.events.append("completed")
        }
        host.advance(by: 0)
        #expect(host.item(showing: "A") == nil)
        #expect(log.events == ["gone", "completed"])
        model.count = 3
        host.advance(by: 0)
        #expect(!host.host.isAnimating)
    }
}

/// Hands its environment to `read` on every body run.
private struct EnvironmentReader: View {
    @Environment(\.self) private var environment
    let read: (EnvironmentValues) -> Void

    var body: some View {
        read(environment)
        return EmptyView()
    }
}
