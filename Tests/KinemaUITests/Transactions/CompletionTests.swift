import KinemaAnimation
import Testing

@testable import KinemaUI

@MainActor
private final class Counter {
    var logical = 0
    var removed = 0
    var unanimated = 0
}

@MainActor
@Suite("Animation completions")
struct CompletionTests {
    @Test("each completion fires once, when its criterion is met")
    func oncePerCriterion() {
        let model = Model()
        let counter = Counter()
        let host = HeadlessHost(width: 40, height: 1) {
            Text("X").offset(x: model.x).frame(width: 40, height: 1, alignment: .leading)
        }
        withAnimation(.spring(response: 0.5, dampingFraction: 1), completionCriteria: .logicallyComplete) {
            model.x = 20
        } completion: {
            counter.logical += 1
        }
        host.advance(by: 0.1)
        // Merges into the running spring: the first completion forks and still fires at its own
        // logical end; the second fires when the whole animation is removed.
        withAnimation(.spring(response: 0.5, dampingFraction: 1), completionCriteria: .removed) {
            model.x = 30
        } completion: {
            counter.removed += 1
        }
        host.advance(by: 0.3)
        #expect(counter.logical == 0 && counter.removed == 0)
        host.advance(by: 0.2)
        #expect(counter.logical == 1)
        #expect(counter.removed == 0, "the spring is still settling")
        host.advance(by: 2)
        #expect(counter.logical == 1 && counter.removed == 1)
        host.advance(by: 1)
        #expect(counter.logical == 1 && counter.removed == 1)
    }

    @Test("a completion fires after the update even when nothing animated")
    func firesWithoutAnimation() {
        let model = Model()
        let counter = Counter()
        let host = HeadlessHost(width: 10, height: 1) { Text("\(model.value)") }
        withAnimation(.default) {
            model.flag = true
        } completion: {
            counter.unanimated += 1
        }
        #expect(counter.unanimated == 0, "never synchronously inside withAnimation")
        host.update()
        #expect(counter.unanimated == 1)
    }
}
