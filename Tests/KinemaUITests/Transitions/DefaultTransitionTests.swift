import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// A counter whose state shows whether a view was kept or rebuilt.
private struct Counter: View {
    let label: String
    @State private var taps = 0

    var body: some View {
        Button("\(label)\(taps)") { taps += 1 }
    }
}

/// The opacity `text` is drawn with (`nil` when it is not drawn, or drawn more than once).
@MainActor
private func fadeOpacity(of text: String, in host: HeadlessHost) -> Double? {
    host.item(showing: text)?.opacity
}

@MainActor
private func isNearly(_ value: Double?, _ expected: Double) -> Bool {
    guard let value else { return false }
    return abs(value - expected) < 1e-9
}

@MainActor
@Suite("Transitions: SwiftUI's default .opacity for views without .transition")
struct DefaultTransitionTests {
    @Test("an animated insertion without .transition fades in with an explicit .opacity transition's values")
    func insertionFadesLikeExplicitOpacity() {
        let model = TransitionModel()
        model.show = false
        let host = HeadlessHost(width: 10, height: 2) {
            VStack(spacing: 0) {
                if model.show {
                    Text("plain")
                    Text("faded").transition(.opacity)
                }
            }
        }
        withAnimation(.easeInOut(duration: 1)) { model.show = true }
        for step in [0.0, 0.25, 0.25, 0.3] {
            host.advance(by: step)
            // Both are drawn from the first frame after 0 (a view at opacity 0 draws nothing).
            #expect(fadeOpacity(of: "plain", in: host) == fadeOpacity(of: "faded", in: host), "after \(step)")
        }
        #expect(isNearly(fadeOpacity(of: "plain", in: host), UnitCurve.easeInOut.value(at: 0.8)))
        host.advance(by: 0.2)
        #expect(fadeOpacity(of: "plain", in: host) == 1)
        host.advance(by: 0.1)
        #expect(!host.host.isAnimating)
    }

    @Test("an animated removal without .transition fades out, keeping the node; then onDisappear, then the .removed completion")
    func removalFadesThenReleasesInOrder() {
        let model = TransitionModel()
        let log = EventLog()
        let host = HeadlessHost(width: 10, height: 2) {
            VStack(spacing: 0) {
                if model.show {
                    Text("A").onDisappear { log.events.append("disappear") }
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
        host.advance(by: 0)
        #expect(isNearly(fadeOpacity(of: "A", in: host), 1))
        host.advance(by: 0.25)
        #expect(isNearly(fadeOpacity(of: "A", in: host), 0.75))
        #expect(host.host.nodeCount == startCount)
        #expect(log.events.isEmpty)
        host.advance(by: 0.5)
        #expect(isNearly(fadeOpacity(of: "A", in: host), 0.25))
        #expect(fadeOpacity(of: "B", in: host) == 1)
        host.advance(by: 0.5)
        #expect(fadeOpacity(of: "A", in: host) == nil)
        #expect(log.events == ["disappear", "completed"])
        #expect(host.host.nodeCount < startCount)
        #expect(!host.host.isAnimating)
        host.host.runtime.root.checkInvariants()
    }

    @Test("inserting the view again mid-removal reverses from the opacity shown, keeping its node and state")
    func reinsertionMidRemovalReverses() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 10, height: 1) {
            if model.show { Counter(label: "T") }
        }
        host.click(x: 4, y: 0)
        #expect(host.lines == ["    T1    "])
        let nodes = host.host.nodeCount
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.advance(by: 0.6)
        #expect(isNearly(fadeOpacity(of: "T1", in: host), 0.4))
        withAnimation(.linear(duration: 1)) { model.show = true }
        host.advance(by: 0)
        #expect(host.host.nodeCount == nodes)
        #expect(isNearly(fadeOpacity(of: "T1", in: host), 0.4))
        host.advance(by: 0.5)
        let midway = fadeOpacity(of: "T1", in: host) ?? 0
        #expect(midway > 0.4 && midway < 1)
        host.advance(by: 1)
        #expect(fadeOpacity(of: "T1", in: host) == 1)
        #expect(host.lines == ["    T1    "])
        #expect(host.host.nodeCount == nodes)
        #expect(!host.host.isAnimating)
        host.host.runtime.root.checkInvariants()
    }

    @Test("removing the view mid-insertion turns back from the opacity shown, as an explicit .opacity does")
    func removalMidInsertionReverses() {
        let model = TransitionModel()
        model.show = false
        let host = HeadlessHost(width: 10, height: 2) {
            VStack(spacing: 0) {
                if model.show {
                    Text("A")
                    Text("B").transition(.opacity)
                }
            }
        }
        let startCount = host.host.nodeCount
        withAnimation(.linear(duration: 1)) { model.show = true }
        host.advance(by: 0.3)
        #expect(isNearly(fadeOpacity(of: "A", in: host), 0.3))
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.advance(by: 0)
        #expect(isNearly(fadeOpacity(of: "A", in: host), 0.3))
        // Timing curves add up (spec §1.6): the fade-in still runs under the fade-out.
        for step in [0.25, 0.25, 0.25, 0.2] {
            host.advance(by: step)
            #expect(fadeOpacity(of: "A", in: host) == fadeOpacity(of: "B", in: host))
        }
        #expect(isNearly(fadeOpacity(of: "A", in: host), 0.05))
        host.advance(by: 1)
        #expect(fadeOpacity(of: "A", in: host) == nil)
        #expect(host.host.nodeCount == startCount)
        #expect(!host.host.isAnimating)
    }

    @Test("unanimated insertions and removals stay immediate and keep no fade")
    func unanimatedChangesAreImmediate() {
        let model = TransitionModel()
        model.show = false
        let log = EventLog()
        let host = HeadlessHost(width: 10, height: 1) {
            HStack {
                if model.show { Text("A").onDisappear { log.events.append("gone") } }
            }
        }
        let startCount = host.host.nodeCount
        model.show = true
        host.update()
        #expect(fadeOpacity(of: "A", in: host) == 1)
        #expect(!host.host.isAnimating)
        #expect(Self.fadingNodes(in: host.host.runtime.root) == 0)
        model.show = false
        host.update()
        #expect(fadeOpacity(of: "A", in: host) == nil)
        #expect(log.events == ["gone"])
        #expect(host.host.nodeCount == startCount)
        #expect(!host.host.isAnimating)
    }

    @Test("an .animation(_:value:) above the change fades the view; one whose value did not change does not")
    func implicitAnimationDrivesTheFade() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 10, height: 2) {
            VStack(spacing: 0) {
                VStack { if model.show { Text("A") } }.animation(.linear(duration: 1), value: model.show)
                VStack { if model.count == 0 { Text("B") } }.animation(.linear(duration: 1), value: model.show)
            }
        }
        model.show = false
        host.update()
        host.advance(by: 0.5)
        #expect(isNearly(fadeOpacity(of: "A", in: host), 0.5))
        model.count = 1
        host.update()
        #expect(fadeOpacity(of: "B", in: host) == nil)
        host.advance(by: 1)
        #expect(fadeOpacity(of: "A", in: host) == nil)
    }

    @Test("a Binding's animation fades a view it inserts")
    func bindingAnimationFades() {
        let model = TransitionModel()
        model.show = false
        let show = Binding(get: { model.show }, set: { model.show = $0 }).animation(.linear(duration: 1))
        let host = HeadlessHost(width: 10, height: 1) {
            VStack { if show.wrappedValue { Text("shown") } }
        }
        show.wrappedValue = true
        host.advance(by: 0.5)
        #expect(isNearly(fadeOpacity(of: "shown", in: host), 0.5))
        host.advance(by: 1)
        #expect(fadeOpacity(of: "shown", in: host) == 1)
    }

    @Test(
        "every ordinary container fades views it inserts and removes",
        arguments: DefaultFadeContainer.allCases)
    func containersFade(_ container: DefaultFadeContainer) {
        let model = TransitionModel()
        model.show = false
        let host = HeadlessHost(width: 12, height: 3) { container.view(model: model) }
        withAnimation(.linear(duration: 1)) { model.show = true }
        host.advance(by: 0.5)
        #expect(isNearly(fadeOpacity(of: "new", in: host), 0.5), "insertion in \(container)")
        host.advance(by: 1)
        #expect(fadeOpacity(of: "new", in: host) == 1)
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.advance(by: 0.25)
        #expect(isNearly(fadeOpacity(of: "new", in: host), 0.75), "removal in \(container)")
        host.advance(by: 1)
        #expect(fadeOpacity(of: "new", in: host) == nil)
        #expect(!host.host.isAnimating)
        host.host.runtime.root.checkInvariants()
    }

    @Test("a changed .id cross-fades the old view out and the new one in")
    func idChangeCrossFades() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 10, height: 1) {
            ZStack { Text("v\(model.identity)").id(model.identity) }
        }
        withAnimation(.linear(duration: 1)) { model.identity = 1 }
        host.advance(by: 0.25)
        #expect(isNearly(fadeOpacity(of: "v0", in: host), 0.75))
        #expect(isNearly(fadeOpacity(of: "v1", in: host), 0.25))
        host.advance(by: 1)
        #expect(fadeOpacity(of: "v0", in: host) == nil)
        #expect(fadeOpacity(of: "v1", in: host) == 1)
    }

    @Test("only the top of what was removed fades: its content is not faded twice")
    func onlyTheTopFades() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 10, height: 2) {
            VStack {
                if model.show {
                    VStack(spacing: 0) {
                        Text("x")
                        Text("y").opacity(0.5)
                    }
                }
            }
        }
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.advance(by: 0.5)
        #expect(isNearly(fadeOpacity(of: "x", in: host), 0.5))
        #expect(isNearly(fadeOpacity(of: "y", in: host), 0.25))
    }

    @Test("a view with its own transition runs only that one")
    func explicitTransitionIsNotFadedToo() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 20, height: 1) {
            HStack {
                if model.show { Text("A").transition(.offset(x: 8)).padding(.leading, 1) }
            }.frame(width: 20, alignment: .leading)
        }
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.advance(by: 0.5)
        #expect(fadeOpacity(of: "A", in: host) == 1)
        #expect(host.item(showing: "A")?.frame.origin.x == 5)
    }

    @Test("a view fading out is drawn but takes no click")
    func fadingOutTakesNoInput() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 10, height: 1) {
            if model.show { Counter(label: "T") }
        }
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.advance(by: 0.1)
        host.click(x: 4, y: 0)
        host.advance(by: 0)
        #expect(host.item(showing: "T0") != nil)
        #expect(host.item(showing: "T1") == nil)
    }

    @Test("a view removed and re-added 1,000 times in one frame stays one node; the count returns to its start")
    func thousandTogglesInOneFrame() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 10, height: 2) {
            VStack {
                if model.show { Counter(label: "T") }
                Text("B")
            }
        }
        let startCount = host.host.nodeCount
        for _ in 0..<1_000 {
            withAnimation(.linear(duration: 1)) { model.show.toggle() }
            host.host.update(at: host.time)
        }
        #expect(model.show)
        #expect(host.host.nodeCount == startCount)
        host.advance(by: 2)
        #expect(fadeOpacity(of: "T0", in: host) == 1)
        #expect(host.host.nodeCount == startCount)
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.update()
        host.advance(by: 2)
        #expect(fadeOpacity(of: "T0", in: host) == nil)
        #expect(host.host.nodeCount < startCount)
        withAnimation(.linear(duration: 1)) { model.show = true }
        host.advance(by: 2)
        #expect(host.host.nodeCount == startCount)
        #expect(!host.host.isAnimating)
        host.host.runtime.root.checkInvariants()
    }

    @Test("under KINEMA_ANIMATIONS=none insertion and removal are immediate; under reduced they fade")
    func motionPreferences() {
        let model = TransitionModel()
        let none = HeadlessHost(width: 10, height: 1, motionPreference: .none) {
            if model.show { Text("A") }
        }
        let reduced = HeadlessHost(width: 10, height: 1, motionPreference: .reduced) {
            if model.show { Text("A") }
        }
        withAnimation(.linear(duration: 1)) { model.show = false }
        none.advance(by: 0)
        reduced.advance(by: 0.5)
        #expect(fadeOpacity(of: "A", in: none) == nil)
        #expect(isNearly(fadeOpacity(of: "A", in: reduced), 0.5))
        withAnimation(.linear(duration: 1)) { model.show = true }
        none.advance(by: 0)
        reduced.advance(by: 1)
        #expect(fadeOpacity(of: "A", in: none) == 1)
        #expect(!none.host.isAnimating)
    }

    @Test("lazy grid cells that change lines in an animated update are not faded out and in (the lazy containers own that)")
    func lazyGridCellsAreLeftToTheGrid() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 20, height: 4) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.fixed(5)), GridItem(.fixed(5))], alignment: .leading) {
                    ForEach(model.ids, id: \.self) { Text("c\($0)") }
                }
            }
            .frame(width: 20, height: 4)
        }
        withAnimation(.linear(duration: 1)) { model.ids = [2, 3] }
        host.advance(by: 0.5)
        // c3 moved from the second line to the first: one copy, fully opaque.
        #expect(host.items(showing: "c3").count == 1)
        #expect(fadeOpacity(of: "c3", in: host) == 1)
        host.advance(by: 1)
        #expect(!host.host.isAnimating)
    }

    /// The nodes holding a default fade (in progress or kept).
    static func fadingNodes(in node: ViewNode) -> Int {
        var count = (node as? UnaryNode)?.defaultFade == nil ? 0 : 1
        for child in node.children { count += fadingNodes(in: child) }
        return count
    }
}

/// The ordinary containers a view can be inserted into or removed from.
enum DefaultFadeContainer: CaseIterable, Sendable {
    case vStack, hStack, zStack, group, ifElse, switchStatement, forEach, overlay, background, optional

    @MainActor @ViewBuilder
    func view(model: TransitionModel) -> some View {
        switch self {
        case .vStack:
            VStack { Text("old"); if model.show { Text("new") } }
        case .hStack:
            HStack { Text("old"); if model.show { Text("new") } }
        case .zStack:
            ZStack { if model.show { Text("new") } }
        case .group:
            VStack { Group { if model.show { Text("new") } } }
        case .ifElse:
            VStack { if model.show { Text("new") } else { Text("old") } }
        case .switchStatement:
            VStack {
                switch model.show {
                case true: Text("new")
                case false: Text("old")
                }
            }
        case .forEach:
            VStack { ForEach(model.show ? ["old", "new"] : ["old"], id: \.self) { Text($0) } }
        case .overlay:
            Text("old  ").overlay { if model.show { Text("new") } }
        case .background:
            Text("     ").background { if model.show { Text("new") } }
        case .optional:
            VStack { model.show ? Text("new") : nil }
        }
    }
}
