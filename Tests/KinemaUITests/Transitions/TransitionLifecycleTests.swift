import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// A counter whose state shows whether a view was kept or rebuilt.
private struct Tally: View {
    let label: String
    @State private var taps = 0

    var body: some View {
        Button("\(label)\(taps)") { taps += 1 }
    }
}

@MainActor
@Suite("Transitions: the removal lifecycle")
struct TransitionLifecycleTests {
    @Test(
        "a removed view stays, fading, until its removal animation completes, then onDisappear, then the .removed completion"
    )
    func removalKeepsTheNodeUntilTheAnimationCompletes() {
        let model = TransitionModel()
        let log = EventLog()
        let host = HeadlessHost(width: 10, height: 3) {
            VStack {
                if model.show {
                    Text("A").transition(.opacity).onDisappear { log.events.append("disappear") }
                }
                Text("B")
            }
        }
        let startCount = host.host.nodeCount
        withAnimation(.linear(duration: 1), completionCriteria: .removed) {
            model.show = false
        } completion: {
            log.events.append("completed")
        }
        host.advance(by: 0.25)
        #expect(abs((host.item(showing: "A")?.opacity ?? 0) - 0.75) < 1e-9)
        #expect(host.host.nodeCount == startCount)
        #expect(log.events.isEmpty)
        host.advance(by: 0.5)
        #expect(abs((host.item(showing: "A")?.opacity ?? 0) - 0.25) < 1e-9)
        host.advance(by: 0.5)
        #expect(host.item(showing: "A") == nil)
        #expect(log.events == ["disappear", "completed"])
        #expect(host.host.nodeCount < startCount)
        host.host.runtime.root.checkInvariants()
    }

    @Test("the other views re-lay out at once while the removed one stays where it was")
    func removedViewKeepsItsFrame() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 5, height: 2) {
            VStack(spacing: 0) {
                if model.show { Text("A").transition(.opacity) }
                Text("B")
            }
        }
        #expect(host.item(showing: "A")?.frame.origin.y == 0)
        #expect(host.item(showing: "B")?.frame.origin.y == 1)
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.advance(by: 0.1)
        // B moves up (its frame animates, as any frame change in an animated update), A stays.
        #expect(host.item(showing: "A")?.frame.origin.y == 0)
        #expect(abs((host.item(showing: "B")?.frame.origin.y ?? 0) - 0.9) < 1e-9)
        host.advance(by: 1)
        #expect(host.lines == ["  B  ", "     "])
        #expect(host.item(showing: "A") == nil)
    }

    @Test("a removal without animation is immediate")
    func unanimatedRemovalIsImmediate() {
        let model = TransitionModel()
        let log = EventLog()
        let host = HeadlessHost(width: 6, height: 1) {
            if model.show { Text("A").transition(.slide).onDisappear { log.events.append("gone") } }
        }
        let before = host.host.nodeCount
        model.show = false
        host.update()
        #expect(host.item(showing: "A") == nil)
        #expect(log.events == ["gone"])
        #expect(host.host.nodeCount < before)
    }

    @Test("an animated insertion goes from the willAppear look to identity")
    func insertionAnimatesFromWillAppear() {
        let model = TransitionModel()
        model.show = false
        let host = HeadlessHost(width: 20, height: 1) {
            HStack {
                if model.show { Text("A").transition(.offset(x: 8)) }
            }.frame(width: 20, alignment: .leading)
        }
        withAnimation(.linear(duration: 1)) { model.show = true }
        host.advance(by: 0)
        #expect(host.item(showing: "A")?.frame.origin.x == 8)
        host.advance(by: 0.25)
        #expect(host.item(showing: "A")?.frame.origin.x == 6)
        host.advance(by: 1)
        #expect(host.item(showing: "A")?.frame.origin.x == 0)
    }

    @Test("views present at the first update do not run their insertion")
    func firstAppearanceIsNotAnInsertion() {
        let host = HeadlessHost(width: 20, height: 1) {
            Text("A").transition(.offset(x: 8)).frame(width: 20, alignment: .leading)
        }
        #expect(host.item(showing: "A")?.frame.origin.x == 0)
        #expect(!host.host.isAnimating)
    }

    @Test("inserting a view again mid-removal reverses it from where it is shown, keeping its state")
    func reinsertionReverses() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 10, height: 1) {
            if model.show { Tally(label: "T").transition(.opacity) }
        }
        host.click(x: 4, y: 0)
        #expect(host.lines == ["    T1    "])
        let nodes = host.host.nodeCount
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.advance(by: 0.5)
        #expect(abs((host.item(showing: "T1")?.opacity ?? 0) - 0.5) < 1e-9)
        withAnimation(.linear(duration: 1)) { model.show = true }
        host.advance(by: 0)
        #expect(host.host.nodeCount == nodes)
        // Timing curves combine: the new animation starts from the shown 0.5.
        #expect(abs((host.item(showing: "T1")?.opacity ?? 0) - 0.5) < 1e-9)
        host.advance(by: 1)
        #expect(host.item(showing: "T1")?.opacity == 1)
        #expect(host.lines == ["    T1    "])
        #expect(host.host.nodeCount == nodes)
    }

    @Test("a disappearing view is drawn but cannot be clicked or focused")
    func disappearingViewTakesNoInput() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 10, height: 1) {
            if model.show { Tally(label: "T").transition(.opacity) }
        }
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.advance(by: 0.1)
        host.click(x: 4, y: 0)
        host.press(.tab)
        host.press(.return)
        #expect(host.items(showing: "T0").count == 1)
        #expect(host.host.drawnFocusables.isEmpty)
        #expect(host.host.drawnHitRegions.isEmpty)
    }

    @Test("ForEach rows transition in and out by id")
    func forEachRows() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 10, height: 4) {
            VStack(spacing: 0) {
                ForEach(model.ids, id: \.self) { id in
                    Text("row\(id)").transition(.opacity)
                }
            }
        }
        let nodes = host.host.nodeCount
        withAnimation(.linear(duration: 1)) { model.ids = [1, 3, 4] }
        host.advance(by: 0.5)
        #expect(abs((host.item(showing: "row2")?.opacity ?? 0) - 0.5) < 1e-9)
        #expect(abs((host.item(showing: "row4")?.opacity ?? 0) - 0.5) < 1e-9)
        host.advance(by: 1)
        #expect(host.item(showing: "row2") == nil)
        #expect(host.item(showing: "row4")?.opacity == 1)
        #expect(host.host.nodeCount == nodes)
        host.host.runtime.root.checkInvariants()
    }

    @Test("a change of .id transitions the old view out and the new one in")
    func idChange() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 10, height: 1) {
            Text("v\(model.identity)").transition(.opacity).id(model.identity)
        }
        withAnimation(.linear(duration: 1)) { model.identity = 1 }
        host.advance(by: 0.5)
        #expect(abs((host.item(showing: "v0")?.opacity ?? 0) - 0.5) < 1e-9)
        #expect(abs((host.item(showing: "v1")?.opacity ?? 0) - 0.5) < 1e-9)
        host.advance(by: 1)
        #expect(host.item(showing: "v0") == nil)
    }

    @Test("if/else swaps cross-fade both branches")
    func ifElseBranches() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 10, height: 1) {
            ZStack {
                if model.show {
                    Text("yes").transition(.opacity)
                } else {
                    Text("no").transition(.opacity)
                }
            }
        }
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.advance(by: 0.5)
        #expect(host.item(showing: "yes") != nil)
        #expect(host.item(showing: "no") != nil)
        withAnimation(.linear(duration: 1)) { model.show = true }
        host.advance(by: 2)
        #expect(host.item(showing: "yes")?.opacity == 1)
        #expect(host.item(showing: "no") == nil)
        host.host.runtime.root.checkInvariants()
    }

    @Test("a transition with its own animation runs without withAnimation")
    func ownAnimation() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 10, height: 1) {
            if model.show { Text("A").transition(.opacity.animation(.linear(duration: 1))) }
        }
        model.show = false
        host.advance(by: 0.5)
        #expect(abs((host.item(showing: "A")?.opacity ?? 0) - 0.5) < 1e-9)
        host.advance(by: 1)
        #expect(host.item(showing: "A") == nil)
    }
}

@MainActor
@Suite("Transitions: input on a disappearing view")
struct DisappearingInputTests {
    @Test("a drag on a view removed mid-drag ends (cancelled, onEnded does not run)")
    func dragEndsWhenTheViewIsRemoved() {
        let model = TransitionModel()
        let log = EventLog()
        let host = HeadlessHost(width: 20, height: 2) {
            ZStack {
                if model.show {
                    Color.blue.frame(width: 20, height: 2)
                        .gesture(
                            DragGesture(minimumDistance: 1)
                                .onChanged { _ in log.events.append("changed") }
                                .onEnded { _ in log.events.append("ended") }
                        )
                        .transition(.opacity)
                }
            }.frame(width: 20, height: 2)
        }
        host.press(at: Point(x: 2.5, y: 0.5))
        host.move(to: Point(x: 5.5, y: 0.5))
        #expect(log.events == ["changed"])
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.advance(by: 0.1)
        host.move(to: Point(x: 8.5, y: 0.5))
        host.release(at: Point(x: 8.5, y: 0.5))
        #expect(log.events == ["changed"])
    }
}
