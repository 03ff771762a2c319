import KinemaGraph
import Testing

@Suite("AttributeGraph: errors")
struct GraphErrorTests {
    @Test("a cycle is reported with the labels on it and yields the previous value")
    func cycleIsReported() {
        let graph = AttributeGraph()
        let closesLoop = graph.input(false, label: "closesLoop")
        let seed = graph.input(1, label: "seed")
        var b: Attribute<Int>!
        let a = graph.rule(label: "a") { graph in graph[closesLoop] ? graph[b] + 1 : graph[seed] }
        b = graph.rule(label: "b") { graph in graph[a] * 10 }
        #expect(graph[b] == 10)
        var reported: [GraphError] = []
        graph.errorHandler = { reported.append($0) }
        graph[closesLoop] = true
        // b re-runs: reads a, which now reads b (evaluating) → previous value 10.
        #expect(graph[b] == 110)
        #expect(reported == [.cycle(["b", "a", "b"])])
        #expect(reported.first?.description == "cycle between attributes: b → a → b")
        graph.checkInvariants()
    }

    @Test("a self-read is a cycle naming the attribute once on each end")
    func selfCycle() {
        let graph = AttributeGraph()
        let enabled = graph.input(false)
        var me: Attribute<Int>!
        me = graph.rule(label: "me") { graph in graph[enabled] ? graph[me] + 1 : 0 }
        #expect(graph[me] == 0)
        graph[enabled] = true
        #expect(graph[me] == 1)
        #expect(graph.reportedErrors == [.cycle(["me", "me"])])
        graph.checkInvariants()
    }

    @Test("a rule writing an input is rejected with a diagnostic and the write is ignored")
    func writeDuringEvaluation() {
        let graph = AttributeGraph()
        let source = graph.input(1, label: "source")
        let sink = graph.input(0, label: "sink")
        let sneaky = graph.rule(label: "sneaky") { graph in
            graph[sink] = 42
            return graph[source]
        }
        #expect(graph[sneaky] == 1)
        #expect(graph[sink] == 0)
        #expect(graph.reportedErrors == [.writeDuringEvaluation(input: "sink", rule: "sneaky")])
    }

    @Test("writing a rule is rejected with a diagnostic")
    func writingRule() {
        let graph = AttributeGraph()
        let derived = graph.rule { _ in 1 }
        graph[derived] = 2
        #expect(graph[derived] == 1)
        #expect(graph.reportedErrors.map(\.description) == ["rule#0 is not an input; the write was ignored"])
    }
}

@Suite("AttributeGraph: cycle recovery")
struct FirstEvaluationCycleTests {
    @Test("value(of:) closing a cycle through a never-evaluated rule throws the cycle's labels")
    func throwingReadReportsCycle() throws {
        let graph = AttributeGraph()
        let closesLoop = graph.input(true, label: "closesLoop")
        var caught: [GraphError] = []
        var second: Attribute<Int>!
        let first = graph.rule(label: "first") { graph in graph[closesLoop] ? graph[second] + 1 : 100 }
        second = graph.rule(label: "second") { graph in
            do throws(GraphError) {
                return try graph.value(of: first) * 2
            } catch {
                caught.append(error)
                return -1
            }
        }
        #expect(try graph.value(of: first) == 0)
        #expect(caught == [.cycle(["first", "second", "first"])])
        #expect(graph.reportedErrors == caught)
        graph.checkInvariants()

        // Breaking the cycle: both rules re-run and reach correct values, without a new report.
        graph[closesLoop] = false
        #expect(graph[first] == 100)
        #expect(graph[second] == 200)
        #expect(graph.reportedErrors.count == 1)
        graph.checkInvariants()
    }

    @Test("a seeded rule read through a cycle yields its seed and reports the cycle")
    func seedIsCyclicValue() {
        let graph = AttributeGraph()
        let closesLoop = graph.input(true, label: "closesLoop")
        let base = graph.input(5, label: "base")
        var second: Attribute<Int>!
        let first = graph.rule(initial: -1, label: "first") { graph in
            graph[closesLoop] ? graph[second] + 1 : graph[base]
        }
        second = graph.rule(label: "second") { graph in graph[first] * 10 }
        // second reads first's seed (-1): second = -10, first = -9.
        #expect(graph[first] == -9)
        #expect(graph.reportedErrors == [.cycle(["first", "second", "first"])])
        graph.checkInvariants()

        graph[closesLoop] = false
        #expect(graph[first] == 5)
        #expect(graph[second] == 50)
        #expect(graph.reportedErrors.count == 1)
        graph.checkInvariants()
        graph[base] = 6
        #expect(graph[second] == 60)
        graph.checkInvariants()
    }

    @Test("a cycle that persists is reported again at every read and never traps")
    func persistentCycleIsReportedPerRead() {
        let graph = AttributeGraph()
        var second: Attribute<Int>!
        let first = graph.rule(initial: 0, label: "first") { graph in graph[second] + 1 }
        second = graph.rule(label: "second") { graph in graph[first] + 1 }
        #expect(graph[first] == 2)
        #expect(graph[first] == 4)
        #expect(graph.reportedErrors.count == 2)
        graph.checkInvariants()
    }

    @Test("an observer of a cycle that never settles stops with an observer-loop error")
    func observerOfPersistentCycle() {
        let graph = AttributeGraph()
        let cycle = ClosableCycle(in: graph)
        let (closesLoop, first, second) = (cycle.closesLoop, cycle.first, cycle.second)
        var seen: [Int] = []
        graph.observer(label: "watch") { graph in seen.append(graph[first]) }
        #expect(graph.reportedErrors.contains(.observerLoop(["watch"])))
        #expect(graph.reportedErrors.contains(.cycle(["first", "second", "first"])))
        graph.checkInvariants()

        graph.clearReportedErrors()
        graph[closesLoop] = false
        #expect(graph[first] == 7)
        #expect(graph[second] == 8)
        #expect(seen.last == 7)
        #expect(graph.reportedErrors.isEmpty)
        graph.checkInvariants()
    }

    @Test("a cycle formed by changing dependencies is reported, not read through a stale check")
    func cycleThroughChangedDependencies() {
        let graph = AttributeGraph()
        let aReadsB = graph.input(false, label: "aReadsB")
        let bReadsA = graph.input(false, label: "bReadsA")
        var b: Attribute<Int>!
        let a = graph.rule(label: "a") { graph in graph[aReadsB] ? graph[b] + 1 : 0 }
        b = graph.rule(label: "b") { graph in graph[bReadsA] ? graph[a] * 10 : 5 }
        #expect(graph[a] == 0)
        #expect(graph[b] == 5)
        graph[aReadsB] = true
        #expect(graph[a] == 6)
        // b now reads a, which reads b: a's dirty check meets b evaluating and re-runs a.
        graph[bReadsA] = true
        #expect(graph[b] == 60)
        #expect(graph.reportedErrors == [.cycle(["b", "a", "b"])])
        graph.checkInvariants()

        graph[bReadsA] = false
        #expect(graph[b] == 5)
        #expect(graph[a] == 6)
        #expect(graph.reportedErrors.count == 1)
        graph.checkInvariants()
    }

    @Test("a seed is never a result: without a cycle the first read runs the rule")
    func seedIsNotAResult() {
        let graph = AttributeGraph()
        let source = graph.input(3)
        let tripled = graph.rule(initial: 0) { graph in graph[source] * 3 }
        #expect(graph[tripled] == 9)
        #expect(graph.statistics.rulesEvaluated == 1)
        #expect(graph.reportedErrors.isEmpty)
        graph.checkInvariants()
    }

    @Test("a seeded rule with a custom comparison yields its seed through a cycle")
    func seededCustomComparison() {
        struct Box { var items: [Int] }
        let graph = AttributeGraph()
        var tail: Attribute<Box>!
        let head = graph.rule(initial: Box(items: []), label: "head", isEqual: { $0.items == $1.items }) {
            graph in Box(items: graph[tail].items + [1])
        }
        tail = graph.rule(label: "tail", isEqual: { $0.items == $1.items }) { graph in
            Box(items: graph[head].items + [2])
        }
        #expect(graph[head].items == [2, 1])
        #expect(graph.reportedErrors == [.cycle(["head", "tail", "head"])])
        graph.checkInvariants()
    }

    @Test("a chain of seeded rules deeper than the nesting limit evaluates without a cycle")
    func deepSeededChain() {
        let graph = AttributeGraph()
        let root = graph.input(0)
        var last = graph.rule(initial: -1) { graph in graph[root] + 1 }
        for _ in 1..<1000 {
            let previous = last
            last = graph.rule(initial: -1) { graph in graph[previous] + 1 }
        }
        #expect(graph[last] == 1000)
        #expect(graph.reportedErrors.isEmpty)
        graph.checkInvariants()
    }
}

@Suite("AttributeGraph: cycle trap")
struct CycleTrapTests {
    @Test("a subscript read closing a cycle through a rule with no value and no seed stops the program")
    func firstEvaluationCycleTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = AttributeGraph()
            var second: Attribute<Int>!
            let first = graph.rule(label: "first") { graph in graph[second] + 1 }
            second = graph.rule(label: "second") { graph in graph[first] + 1 }
            _ = graph[first]
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("cycle between attributes: first → second → first"))
        #expect(message.contains("first has neither a previous value nor a seed"))
    }
}
