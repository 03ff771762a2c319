import KinemaGraph
import Testing

/// A write to an input whose dependents are all observed rules of height 1 (a fan-out of view
/// bodies) visits none of them: the recompute finds them through the input. These pin that nothing
/// observable changes.
@Suite("AttributeGraph: deferred fan-out of a written input")
struct DeferredFanOutTests {
    @Test(
        "every observed rule of a written input re-runs once per batch, and a read in the batch sees the write"
    )
    func fanOutRunsOnce() {
        let graph = AttributeGraph()
        let head = graph.input(0, label: "head")
        var runs = [0, 0, 0]
        var seen: [Int] = []
        for branch in 0..<3 {
            let rule = graph.rule(label: "branch \(branch)") { graph in
                runs[branch] += 1
                return graph[head] + branch
            }
            graph.observer(label: "observer \(branch)") { graph in seen.append(graph[rule]) }
        }
        #expect(seen == [0, 1, 2])
        graph.batch {
            graph[head] = 10
            graph.checkInvariants()
            graph[head] = 20
        }
        #expect(seen == [0, 1, 2, 20, 21, 22])
        #expect(runs == [2, 2, 2])
        graph.batch {
            graph[head] = 30
            #expect(graph.untracked { graph[head] } == 30)
        }
        #expect(seen.suffix(3) == [30, 31, 32])
        #expect(runs == [3, 3, 3])
        graph.checkInvariants()
    }

    @Test(
        "a rule that stops being observed between a write and the flush is stale when read, and so are the rules over it",
        arguments: [false, true])
    func unobservedBeforeFlush(alsoReadLazily: Bool) {
        let graph = AttributeGraph()
        let source = graph.input(1, label: "source")
        // A lazy reader of the input makes the write walk its dependents; without one it walks none.
        let lazyReader = graph.rule(label: "lazyReader") { graph in graph[source] }
        if alsoReadLazily { #expect(graph[lazyReader] == 1) }
        let doubled = graph.rule(label: "doubled") { graph in graph[source] * 2 }
        let observer = graph.observer(label: "observer") { graph in _ = graph[doubled] }
        let plusOne = graph.rule(label: "plusOne") { graph in graph[doubled] + 1 }
        #expect(graph[plusOne] == 3)
        graph.batch {
            graph[source] = 5
            graph.remove(observer)
        }
        graph.checkInvariants()
        #expect(graph[plusOne] == 11)
        #expect(graph[doubled] == 10)
        graph[source] = 6
        #expect(graph[plusOne] == 13)
        graph.checkInvariants()
    }

    @Test("a rule reading several inputs written in one batch without a walk re-runs once")
    func severalWrittenInputs() {
        let graph = AttributeGraph()
        let inputs = (0..<4).map { graph.input($0, label: "input \($0)") }
        var runs = 0
        let sum = graph.rule(label: "sum") { graph in
            runs += 1
            return inputs.reduce(0) { $0 + graph[$1] }
        }
        var seen: [Int] = []
        graph.observer { graph in seen.append(graph[sum]) }
        graph.batch {
            for (offset, input) in inputs.enumerated() { graph[input] = offset * 10 }
        }
        #expect(seen == [6, 60])
        #expect(runs == 2)
        graph.checkInvariants()
    }
}
