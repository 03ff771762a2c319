import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// Records the phases its body is asked for.
private struct RecordingTransition: Transition {
    let log: EventLog

    func body(content: Content, phase: TransitionPhase) -> some View {
        log.events.append("\(phase)")
        return content.offset(x: 4 * phase.value)
    }
}

/// A view in a 20-wide row, inserted or removed by `model.show`.
@MainActor
private func row(_ model: TransitionModel, transition: AnyTransition) -> HeadlessHost {
    HeadlessHost(width: 20, height: 3) {
        ZStack {
            if model.show { Text("ABCD").transition(transition) }
        }.frame(width: 20, height: 3)
    }
}

@MainActor
@Suite("Transitions: built-ins and composition")
struct BuiltInTransitionTests {
    /// The frame of "ABCD" halfway through a linear 1-second removal.
    private func halfwayRemoval(_ transition: AnyTransition) -> DisplayItem? {
        let model = TransitionModel()
        let host = row(model, transition: transition)
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.advance(by: 0.5)
        return host.item(showing: "ABCD")
    }

    /// The frame of "ABCD" halfway through a linear 1-second insertion.
    private func halfwayInsertion(_ transition: AnyTransition) -> DisplayItem? {
        let model = TransitionModel()
        model.show = false
        let host = row(model, transition: transition)
        withAnimation(.linear(duration: 1)) { model.show = true }
        host.advance(by: 0.5)
        return host.item(showing: "ABCD")
    }

    @Test("the text stands at x 8 when shown")
    func restingPlace() {
        let model = TransitionModel()
        let host = row(model, transition: .opacity)
        #expect(host.item(showing: "ABCD")?.frame.origin == Point(x: 8, y: 1))
    }

    @Test(".move(edge:) moves by the view's own size, the same edge both ways")
    func move() {
        #expect(halfwayRemoval(.move(edge: .leading))?.frame.origin.x == 6)
        #expect(halfwayInsertion(.move(edge: .leading))?.frame.origin.x == 6)
        #expect(halfwayRemoval(.move(edge: .trailing))?.frame.origin.x == 10)
        #expect(halfwayRemoval(.move(edge: .top))?.frame.origin.y == 0.5)
        #expect(halfwayRemoval(.move(edge: .bottom))?.frame.origin.y == 1.5)
    }

    @Test(".slide comes in from the leading edge and leaves towards the trailing edge")
    func slide() {
        #expect(halfwayInsertion(.slide)?.frame.origin.x == 6)
        #expect(halfwayRemoval(.slide)?.frame.origin.x == 10)
    }

    @Test(".push(from:) moves in from the edge and out to the opposite one, fading")
    func push() {
        let inserted = halfwayInsertion(.push(from: .trailing))
        #expect(inserted?.frame.origin.x == 10)
        #expect(abs((inserted?.opacity ?? 0) - 0.5) < 1e-9)
        #expect(halfwayRemoval(.push(from: .trailing))?.frame.origin.x == 6)
    }

    @Test(".offset and .scale, and the Transition spellings")
    func offsetAndScale() {
        #expect(halfwayRemoval(.offset(x: 4, y: 0))?.frame.origin.x == 10)
        #expect(halfwayRemoval(AnyTransition(.offset(x: -4)))?.frame.origin.x == 6)
        // A scale of 0 about the centre, halfway: the frame is half as wide about x 10; text
        // keeps one cell per character and is centred in the scaled frame.
        #expect(halfwayRemoval(.scale(scale: 0, anchor: .center)) != nil)
        #expect(halfwayRemoval(AnyTransition(.scale)) != nil)
    }

    @Test(".opacity fades, .identity does nothing and removes at once")
    func opacityAndIdentity() {
        #expect(abs((halfwayRemoval(.opacity)?.opacity ?? 0) - 0.5) < 1e-9)
        #expect(halfwayRemoval(.identity) == nil)
    }

    @Test(".blurReplace fades and scales (the blur is the fade in a terminal)")
    func blurReplace() {
        let item = halfwayRemoval(AnyTransition(.blurReplace))
        #expect(abs((item?.opacity ?? 0) - 0.5) < 1e-9)
        #expect(AnyTransition(.blurReplace(.upUp)).properties.hasMotion)
    }

    @Test(".asymmetric uses the insertion one way and the removal the other")
    func asymmetric() {
        let transition = AnyTransition.asymmetric(insertion: .move(edge: .leading), removal: .opacity)
        #expect(halfwayInsertion(transition)?.frame.origin.x == 6)
        let removed = halfwayRemoval(transition)
        #expect(removed?.frame.origin.x == 8)
        #expect(abs((removed?.opacity ?? 0) - 0.5) < 1e-9)
        let typed = AsymmetricTransition(
            insertion: MoveTransition(edge: .leading), removal: OpacityTransition())
        #expect(halfwayRemoval(AnyTransition(typed))?.frame.origin.x == 8)
    }

    @Test(".combined(with:) applies both")
    func combined() {
        let item = halfwayRemoval(.move(edge: .trailing).combined(with: .opacity))
        #expect(item?.frame.origin.x == 10)
        #expect(abs((item?.opacity ?? 0) - 0.5) < 1e-9)
        #expect(AnyTransition.opacity.combined(with: .slide).properties.hasMotion)
        #expect(!AnyTransition.opacity.combined(with: .identity).properties.hasMotion)
    }

    @Test(".modifier(active:identity:) swaps two values of one modifier")
    func modifierTransition() {
        let transition = AnyTransition.modifier(
            active: _OffsetEffect(offset: Size(width: 0, height: 2)), identity: _OffsetEffect(offset: .zero))
        #expect(halfwayRemoval(transition)?.frame.origin.y == 2)
    }

    @Test("a custom Transition sees willAppear then identity on insertion, didDisappear on removal")
    func customTransitionPhases() {
        let model = TransitionModel()
        model.show = false
        let log = EventLog()
        let host = HeadlessHost(width: 20, height: 1) {
            ZStack {
                if model.show { Text("ABCD").transition(RecordingTransition(log: log)) }
            }.frame(width: 20, height: 1)
        }
        withAnimation(.linear(duration: 1)) { model.show = true }
        host.advance(by: 0.5)
        #expect(log.events == ["willAppear", "identity"])
        #expect(host.item(showing: "ABCD")?.frame.origin.x == 6)
        host.advance(by: 1)
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.advance(by: 0.25)
        #expect(log.events == ["willAppear", "identity", "didDisappear"])
        #expect(host.item(showing: "ABCD")?.frame.origin.x == 9)
    }

    @Test("TransitionPhase values and properties")
    func phaseValues() {
        #expect(TransitionPhase.willAppear.value == -1)
        #expect(TransitionPhase.identity.value == 0)
        #expect(TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.didDisappear.isIdentity)
        #expect(!OpacityTransition.properties.hasMotion)
        #expect(MoveTransition.properties.hasMotion)
        #expect(!IdentityTransition.properties.hasMotion)
    }
}
