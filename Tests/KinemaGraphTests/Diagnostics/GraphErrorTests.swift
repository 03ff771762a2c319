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

@Suite("AttributeGraph: cycle trap")
struct CycleTrapTests {
    @Test("a cycle through a rule that never produced a value stops the program naming the cycle")
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
    }
}
