import KinemaGraph
import Testing

@Suite("AttributeGraph: propagation shapes")
struct PropagationTests {
    @Test("a chain of a million rules builds, reads and updates without growing the stack")
    func millionDeepChain() {
        let graph = AttributeGraph()
        let head = graph.input(0)
        var tail = graph.rule { graph in graph[head] + 1 }
        for _ in 1..<1_000_000 {
            let previous = tail
            tail = graph.rule { graph in graph[previous] + 1 }
        }
        #expect(graph[tail] == 1_000_000)
        graph[head] = 5
        #expect(graph[tail] == 1_000_005)
        #expect(graph.statistics.rulesEvaluated == 2_000_000)
    }

    @Test("a chain whose rules read rules created after them first-evaluates on a bounded stack")
    func chainReadingNewerRules() {
        // r0 reads r1, …, the last reads the input: the first read of r0 nested 30,000 deep in an
        // optimized build before the graph evaluated the newer rules first (a debug build's
        // frames overflow sooner). kinema-bench graph checks 1,000,000 (reverse-chain-1M).
        let length = 20_000
        let graph = AttributeGraph()
        let head = graph.input(1)
        let list = RuleList()
        for i in 0..<length {
            list.rules.append(
                graph.rule { graph in i == length - 1 ? graph[head] : graph[list.rules[i + 1]] + 1 })
        }
        #expect(graph[list.rules[0]] == length)
        graph[head] = 2
        #expect(graph[list.rules[0]] == length + 1)
        #expect(graph.statistics.rulesEvaluated == 2 * length)
    }

    @Test("a deep chain first read from an observer stays on a bounded stack")
    func deepChainFromObserver() {
        let graph = AttributeGraph()
        let head = graph.input(1)
        var tail = graph.rule { graph in graph[head] }
        for _ in 0..<100_000 {
            let previous = tail
            tail = graph.rule { graph in graph[previous] + 1 }
        }
        var seen: [Int] = []
        graph.observer { [tail] graph in seen.append(graph[tail]) }
        graph[head] = 2
        #expect(seen == [100_001, 100_002])
        graph.checkInvariants()
    }

    @Test("the dependency set may flip on every write (unstable)")
    func unstableDependencies() {
        let graph = AttributeGraph()
        let head = graph.input(0)
        let double = graph.rule { graph in graph[head] * 2 }
        let inverse = graph.rule { graph in -graph[head] }
        let current = graph.rule { graph in
            var sum = 0
            for _ in 0..<20 { sum += graph[head] % 2 == 1 ? graph[double] : graph[inverse] }
            return sum
        }
        var runs = 0
        graph.observer { graph in
            _ = graph[current]
            runs += 1
        }
        for i in 1...100 {
            graph[head] = i
            #expect(graph[current] == (i % 2 == 1 ? 40 * i : -20 * i))
            #expect(graph.inputs(of: current).count == 2)
        }
        #expect(runs == 101)
        graph.checkInvariants()
    }

    @Test("a rule re-runs once one input changed; its other inputs update when it reads them")
    func evaluationOrder() {
        let graph = AttributeGraph()
        var log: [String] = []
        let head = graph.input(1, label: "head")
        let left = graph.rule { graph in
            log.append("left")
            return graph[head] + 1
        }
        let right = graph.rule { graph in
            log.append("right")
            return graph[head] * 2
        }
        let join = graph.rule { graph in
            log.append("join")
            return graph[left] + graph[right]
        }
        #expect(graph[join] == 4)
        #expect(log == ["join", "left", "right"])
        log.removeAll()
        graph[head] = 2
        #expect(graph[join] == 7)
        #expect(log == ["left", "join", "right"])
        graph.checkInvariants()
    }

    @Test("every direct dependent of a written input is updated, after deep siblings too")
    func directDependentsAfterDeepSiblings() {
        let graph = AttributeGraph()
        let source = graph.input(1)
        let first = graph.rule { graph in graph[source] * 2 }
        let deeper = graph.rule { graph in graph[first] + 1 }
        let deepest = graph.rule { graph in graph[deeper] + 1 }
        let second = graph.rule { graph in graph[source] * 10 }
        let third = graph.rule { graph in graph[source] * 100 }
        #expect([graph[deepest], graph[second], graph[third]] == [4, 10, 100])
        graph[source] = 2
        #expect(graph[third] == 200)
        #expect(graph[second] == 20)
        #expect(graph[deepest] == 6)
        graph.checkInvariants()
    }

    @Test("the cut-off shape re-runs only the constant rule", arguments: [10, 1000])
    func cutoffShape(length: Int) {
        let graph = AttributeGraph()
        let head = graph.input(0)
        let zero = graph.rule { graph in graph[head] & 0 }
        var tail = zero
        for _ in 0..<length {
            let previous = tail
            tail = graph.rule { graph in graph[previous] + 1 }
        }
        var runs = 0
        graph.observer { [tail] graph in
            _ = graph[tail]
            runs += 1
        }
        graph.resetStatistics()
        for k in 1...50 { graph[head] = k }
        #expect(runs == 1)
        #expect(graph.statistics.rulesEvaluated == 50)
        #expect(graph.statistics.cutoffs == 50)
    }
}

/// Rules that read rules created after them: each closure reads its successor through this list,
/// filled once all the rules exist.
private final class RuleList {
    var rules: [Attribute<Int>] = []
}
