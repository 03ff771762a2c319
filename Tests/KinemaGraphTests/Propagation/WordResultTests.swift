import KinemaGraph
import Testing

/// Rules of the 64-bit integer types compared with `==` are evaluated by the engine itself (their
/// results compared bitwise, without the type-erased entry point). These pin that such rules keep
/// every semantic of the general path, and that rules of other types or with a custom comparison
/// do not take it.
@Suite("AttributeGraph: 64-bit integer rules")
struct WordResultTests {
    @Test("Int, UInt, Int64 and UInt64 rules cut off an equal result and pass a changed one on")
    func cutOffAndChange() {
        let graph = AttributeGraph()
        let source = graph.input(3, label: "source")
        let int = graph.rule(label: "int") { graph in graph[source] / 2 }
        let uint = graph.rule(label: "uint") { graph in UInt(graph[int]) &* 3 }
        let int64 = graph.rule(label: "int64") { graph in Int64(graph[uint]) - 10 }
        let uint64 = graph.rule(label: "uint64") { graph in UInt64(bitPattern: graph[int64]) }
        var seen: [UInt64] = []
        graph.observer { graph in seen.append(graph[uint64]) }
        #expect(seen == [UInt64(bitPattern: -7)])
        graph[source] = 2  // 2 / 2 == 3 / 2: cut off at `int`
        #expect(seen == [UInt64(bitPattern: -7)])
        graph[source] = 9
        #expect(seen == [UInt64(bitPattern: -7), 2])
        #expect(graph[int] == 4 && graph[uint] == 12 && graph[int64] == 2)
        graph.checkInvariants()
    }

    @Test("a lazy Int chain pulled after writes recomputes only what changed")
    func lazyPull() {
        let graph = AttributeGraph()
        let source = graph.input(0, label: "source")
        var runs = 0
        let clamped = graph.rule(label: "clamped") { graph in
            runs += 1
            return min(graph[source], 10)
        }
        let doubled = graph.rule(label: "doubled") { graph in
            runs += 1
            return graph[clamped] * 2
        }
        #expect(graph[doubled] == 0)
        #expect(runs == 2)
        graph[source] = 20
        #expect(graph[doubled] == 20)
        #expect(runs == 4)
        graph[source] = 30  // clamped stays 10: doubled does not re-run
        #expect(graph[doubled] == 20)
        #expect(runs == 5)
        graph.checkInvariants()
    }

    @Test("a seeded Int rule's first result replaces the seed even when equal, and its readers run")
    func seedReplaced() {
        let graph = AttributeGraph()
        let source = graph.input(7, label: "source")
        let rule = graph.rule(initial: 7, label: "rule") { graph in graph[source] }
        var seen: [Int] = []
        graph.observer { graph in seen.append(graph[rule]) }
        #expect(seen == [7])
        graph[source] = 8
        #expect(seen == [7, 8])
        graph.checkInvariants()
    }

    @Test("a cyclic read of a seeded Int rule before its first result yields the seed")
    func cyclicReadYieldsSeed() {
        let graph = AttributeGraph()
        var errors: [GraphError] = []
        graph.errorHandler = { errors.append($0) }
        let step = graph.input(1, label: "step")
        var selfReference: Attribute<Int>?
        let rule = graph.rule(initial: 41, label: "loop") { graph in
            guard let selfReference else { return 0 }
            return graph[selfReference] + graph[step]
        }
        selfReference = rule
        #expect(graph[rule] == 42)
        #expect(errors.count == 1)
        graph.checkInvariants()
    }

    @Test("an Int rule with a custom comparison keeps it: equal by it is a cut-off")
    func customComparisonKept() {
        let graph = AttributeGraph()
        let source = graph.input(11, label: "source")
        let tens = graph.rule(label: "tens", isEqual: { $0 / 10 == $1 / 10 }) { graph in graph[source] }
        var seen: [Int] = []
        graph.observer { graph in seen.append(graph[tens]) }
        graph[source] = 15  // same tens: cut off, the old value stays
        #expect(seen == [11])
        #expect(graph[tens] == 11)
        graph[source] = 23
        #expect(seen == [11, 23])
        graph.checkInvariants()
    }

    @Test("Double rules keep Double's ==: -0.0 equals 0.0, NaN differs from itself")
    func otherTypes() {
        let graph = AttributeGraph()
        let source = graph.input(1.0, label: "source")
        let zeroed = graph.rule(label: "zeroed") { graph in graph[source] * 0 }  // -0.0 == 0.0
        var zeroedSeen: [Double] = []
        graph.observer { graph in zeroedSeen.append(graph[zeroed]) }
        graph[source] = -1  // -0.0 == 0.0: cut off
        #expect(zeroedSeen.count == 1)
        #expect(graph[zeroed] == 0 && graph[zeroed].sign == .plus)
        graph[source] = .infinity  // NaN
        #expect(zeroedSeen.count == 2)
        graph[source] = -.infinity  // NaN again, but NaN != NaN: passed on
        #expect(zeroedSeen.count == 3)
        graph.checkInvariants()
    }
}
