import KinemaGraph
import Testing

@Suite("AttributeGraph: changing structure from inside rules")
struct AttributeGraphStructureTests {
    /// A list whose rule builds one child subgraph per row, as a view runtime does for `ForEach`.
    final class RowList {
        var children: [Int: (subgraph: Subgraph, value: Attribute<Int>)] = [:]
    }

    @Test("a rule may create attributes and subgraphs, and remove them, while evaluating")
    func rulesBuildChildren() {
        let graph = AttributeGraph()
        let rows = graph.input([1, 2, 3], label: "rows")
        let scale = graph.input(10, label: "scale")
        let list = RowList()
        let total = graph.rule(label: "total") { graph in
            let ids = graph[rows]
            for (id, child) in list.children where !ids.contains(id) {
                graph.remove(child.subgraph)
                list.children[id] = nil
            }
            var sum = 0
            for id in ids {
                if list.children[id] == nil {
                    let subgraph = graph.makeSubgraph(label: "row \(id)")
                    let value = graph.rule(label: "row \(id) value", in: subgraph) { graph in
                        id * graph[scale]
                    }
                    list.children[id] = (subgraph, value)
                }
                sum += graph[list.children[id]!.value]
            }
            return sum
        }
        #expect(graph[total] == 60)
        #expect(graph.nodeCount == 2 + 1 + 3)
        graph[rows] = [2, 3, 4, 5]
        #expect(graph[total] == 140)
        #expect(graph.nodeCount == 2 + 1 + 4)
        graph[scale] = 1
        #expect(graph[total] == 14)
        graph.resetStatistics()
        graph[rows] = [5]
        #expect(graph[total] == 5)
        #expect(graph.statistics.rulesEvaluated == 1)
        #expect(graph.nodeCount == 2 + 1 + 1)
        graph.checkInvariants()
    }

    @Test("thousands of attributes created during one evaluation keep earlier handles valid")
    func manyNodesDuringEvaluation() {
        let graph = AttributeGraph()
        let seed = graph.input(1)
        let builder = graph.rule { graph in
            var inputs: [Attribute<Int>] = []
            for i in 0..<10_000 { inputs.append(graph.input(i)) }
            return inputs.reduce(graph[seed]) { $0 + graph[$1] }
        }
        #expect(graph[builder] == 1 + 49_995_000)
        #expect(graph.inputs(of: builder).count == 10_001)
        graph.checkInvariants()
    }

    @Test("an observer can remove the subgraph it lives in")
    func observerRemovesOwnSubgraph() {
        let graph = AttributeGraph()
        let done = graph.input(false)
        let scope = graph.makeSubgraph()
        var runs = 0
        graph.observer(in: scope) { graph in
            runs += 1
            if graph[done] { graph.remove(scope) }
        }
        graph[done] = true
        #expect(runs == 2)
        #expect(!graph.isLive(scope))
        #expect(graph.nodeCount == 1)
        graph[done] = false
        #expect(runs == 2)
        graph.checkInvariants()
    }
}

@Suite("AttributeGraph: observers made while rules evaluate")
struct ObserversMadeDuringEvaluationTests {
    @Test("an observer created inside a rule runs once the top-level read returns")
    func observerFromRule() {
        let graph = AttributeGraph()
        let source = graph.input(1)
        var seen: [Int] = []
        var isInstalled = false
        let installer = graph.rule { graph in
            if !isInstalled {
                isInstalled = true
                graph.observer { graph in seen.append(graph[source]) }
                #expect(seen.isEmpty)
            }
            return graph[source]
        }
        #expect(graph[installer] == 1)
        #expect(seen == [1])
        graph[source] = 2
        #expect(seen == [1, 2])
        graph.checkInvariants()
    }

    @Test("a thousand graphs can be alive at once, each with its own contiguous node storage")
    func manyGraphsAlive() {
        // Each graph reserves address space for its records when made: many must fit side by side.
        let graphs = (0..<1000).map { _ in AttributeGraph() }
        let tails = graphs.enumerated().map { offset, graph in
            let head = graph.input(offset)
            return graph.rule { graph in graph[head] * 2 }
        }
        for (offset, graph) in graphs.enumerated() { #expect(graph[tails[offset]] == offset * 2) }
        graphs[999].checkInvariants()
    }
}
