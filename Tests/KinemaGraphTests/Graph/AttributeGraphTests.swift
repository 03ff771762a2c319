import KinemaGraph
import Testing

@Suite("AttributeGraph: inputs, rules, dependencies")
struct AttributeGraphTests {
    @Test("a rule computes from its inputs and follows writes")
    func ruleFollowsInputs() {
        let graph = AttributeGraph()
        let width = graph.input(3, label: "width")
        let height = graph.input(4, label: "height")
        let area = graph.rule(label: "area") { graph in graph[width] * graph[height] }
        #expect(graph[area] == 12)
        graph[width] = 5
        #expect(graph[area] == 20)
        graph.checkInvariants()
    }

    @Test("rules are lazy: writes evaluate nothing until a read")
    func rulesAreLazy() {
        let graph = AttributeGraph()
        let source = graph.input(1)
        var runs = 0
        let derived = graph.rule { graph in
            runs += 1
            return graph[source] + 1
        }
        #expect(runs == 0)
        #expect(graph[derived] == 2)
        graph[source] = 2
        graph[source] = 3
        #expect(runs == 1)
        #expect(graph[derived] == 4)
        #expect(graph[derived] == 4)
        #expect(runs == 2)
    }

    @Test("an unchanged result cuts off propagation")
    func equalResultCutsOff() {
        let graph = AttributeGraph()
        let source = graph.input(1)
        var log: [String] = []
        let parity = graph.rule(label: "parity") { graph in
            log.append("parity")
            return graph[source] % 2
        }
        let text = graph.rule(label: "text") { graph in
            log.append("text")
            return graph[parity] == 0 ? "even" : "odd"
        }
        #expect(graph[text] == "odd")
        graph.resetStatistics()
        log.removeAll()
        graph[source] = 3
        #expect(graph[text] == "odd")
        #expect(log == ["parity"])
        #expect(graph.statistics.rulesEvaluated == 1)
        #expect(graph.statistics.cutoffs == 1)
        graph[source] = 4
        #expect(graph[text] == "even")
        #expect(log == ["parity", "parity", "text"])
    }

    @Test("writing an equal value to an input changes nothing")
    func equalWriteIsIgnored() {
        let graph = AttributeGraph()
        let source = graph.input("a")
        var runs = 0
        graph.observer { graph in
            _ = graph[source]
            runs += 1
        }
        graph[source] = "a"
        #expect(runs == 1)
        #expect(graph.statistics.inputsUnchanged == 1)
        #expect(graph.statistics.inputsChanged == 0)
    }

    @Test("a custom comparison decides cut-off for inputs and rules")
    func customComparison() {
        struct Box { var value: Double }
        let graph = AttributeGraph()
        let source = graph.input(Box(value: 1.0), isEqual: { $0.value.rounded() == $1.value.rounded() })
        let rounded = graph.rule(isEqual: { (a: Box, b: Box) in a.value == b.value }) { graph in
            Box(value: graph[source].value.rounded())
        }
        var runs = 0
        graph.observer { graph in
            _ = graph[rounded]
            runs += 1
        }
        graph[source] = Box(value: 1.2)
        #expect(graph[source].value == 1.0)
        graph[source] = Box(value: 2.2)
        #expect(graph[rounded].value == 2.0)
        #expect(runs == 2)
    }

    @Test("dependencies are re-recorded on every evaluation")
    func dynamicDependencies() {
        let graph = AttributeGraph()
        let useLeft = graph.input(true, label: "useLeft")
        let left = graph.input(1, label: "left")
        let right = graph.input(10, label: "right")
        var runs = 0
        let chosen = graph.rule(label: "chosen") { graph in
            runs += 1
            return graph[useLeft] ? graph[left] : graph[right]
        }
        #expect(graph[chosen] == 1)
        #expect(graph.inputs(of: chosen) == [useLeft.id, left.id])
        graph[right] = 11
        #expect(graph[chosen] == 1)
        #expect(runs == 1)
        graph[useLeft] = false
        #expect(graph[chosen] == 11)
        #expect(graph.inputs(of: chosen) == [useLeft.id, right.id])
        graph[left] = 2
        #expect(graph[chosen] == 11)
        #expect(runs == 2)
        graph.checkInvariants()
    }

    @Test("reading one input many times records it once")
    func repeatedReadsRecordOnce() {
        let graph = AttributeGraph()
        let head = graph.input(1)
        let other = graph.input(2)
        let middle = graph.rule { graph in graph[head] + 1 }
        let sum = graph.rule { graph in
            var total = 0
            for _ in 0..<30 { total += graph[head] + graph[other] }
            return total + graph[middle] + graph[head]
        }
        #expect(graph[sum] == 30 * 3 + 2 + 1)
        #expect(graph.inputs(of: sum) == [head.id, other.id, middle.id])
        #expect(graph.edgeCount == 4)
        graph[head] = 2
        #expect(graph[sum] == 30 * 4 + 3 + 2)
        #expect(graph.edgeCount == 4)
        graph.checkInvariants()
    }

    @Test("untracked reads record no dependency")
    func untrackedReads() {
        let graph = AttributeGraph()
        let tracked = graph.input(1)
        let ignored = graph.input(100)
        var runs = 0
        let sum = graph.rule { graph in
            runs += 1
            return graph[tracked] + graph.untracked { graph[ignored] }
        }
        #expect(graph[sum] == 101)
        graph[ignored] = 200
        #expect(graph[sum] == 101)
        #expect(runs == 1)
        graph[tracked] = 2
        #expect(graph[sum] == 202)
    }

    @Test("values of any size and type are stored, and released with their subgraph or graph")
    func valuesAreReleased() {
        final class Token {}
        weak var weakRuleToken: Token?
        weak var weakInputToken: Token?
        var graph: AttributeGraph? = AttributeGraph()
        do {
            let graph = graph!
            let ruleToken = Token()
            let inputToken = Token()
            weakRuleToken = ruleToken
            weakInputToken = inputToken
            let items = graph.input([1, 2, 3], label: "items")
            let pair = graph.rule(isEqual: { (_: (Token, [Int]), _: (Token, [Int])) in false }) { graph in
                (ruleToken, graph[items].map { $0 * 2 })
            }
            #expect(graph[pair].1 == [2, 4, 6])
            graph[items] = [4]
            #expect(graph[pair].1 == [8])
            let subgraph = graph.makeSubgraph()
            let scoped = graph.input(Optional(inputToken), in: subgraph, isEqual: { $0 === $1 })
            #expect(graph[scoped] === inputToken)
            graph.remove(subgraph)
            #expect(graph.nodeCount == 2)
        }
        #expect(weakInputToken == nil)
        #expect(weakRuleToken != nil)
        graph = nil
        #expect(weakRuleToken == nil)
    }
}
