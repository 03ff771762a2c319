import KinemaGraph
import Testing

/// Observed rules (read by an observer, directly or through rules) are recomputed eagerly, in height
/// order, when a batch ends; the rest stay lazy. These pin what that must not change.
@Suite("AttributeGraph: recompute of observed rules")
struct RecomputeTests {
    @Test("a rule an observer stops reading is lazy again: writes below it evaluate nothing")
    func unobservedAgainIsLazy() {
        let graph = AttributeGraph()
        let useLeft = graph.input(true, label: "useLeft")
        let left = graph.input(1, label: "left")
        var leftRuns = 0
        let leftDouble = graph.rule(label: "leftDouble") { graph in
            leftRuns += 1
            return graph[left] * 2
        }
        let right = graph.input(10, label: "right")
        var seen: [Int] = []
        graph.observer { graph in seen.append(graph[useLeft] ? graph[leftDouble] : graph[right]) }
        graph[left] = 2
        #expect(seen == [2, 4])
        #expect(leftRuns == 2)
        graph[useLeft] = false
        graph[left] = 3
        graph[left] = 4
        #expect(seen == [2, 4, 10])
        #expect(leftRuns == 2)
        #expect(graph[leftDouble] == 8)
        #expect(leftRuns == 3)
        graph.checkInvariants()
    }

    @Test("a read between a batch's writes sees every write before it")
    func readInsideBatch() {
        let graph = AttributeGraph()
        let base = graph.input(1, label: "base")
        let plusOne = graph.rule(label: "plusOne") { graph in graph[base] + 1 }
        let doubled = graph.rule(label: "doubled") { graph in graph[plusOne] * 2 }
        var seen: [Int] = []
        graph.observer { graph in seen.append(graph[doubled]) }
        graph.batch {
            graph[base] = 5
            #expect(graph[doubled] == 12)
            graph.checkInvariants()
            graph[base] = 6
            #expect(graph[plusOne] == 7)
        }
        #expect(seen == [4, 14])
        graph.checkInvariants()
    }

    @Test("an observer that writes then reads sees its own write through observed rules")
    func observerReadsAfterWriting() {
        let graph = AttributeGraph()
        let request = graph.input(0, label: "request")
        let stored = graph.input(0, label: "stored")
        let plusOne = graph.rule(label: "plusOne") { graph in graph[stored] + 1 }
        let doubled = graph.rule(label: "doubled") { graph in graph[plusOne] * 2 }
        var before: [Int] = []
        var after: [Int] = []
        graph.observer { graph in
            before.append(graph[doubled])
            graph[stored] = graph[request]
            after.append(graph[doubled])
        }
        graph[request] = 5
        #expect(before == [2, 2, 12])
        #expect(after == [2, 12, 12])
        graph.checkInvariants()
    }

    @Test("a rule that starts reading a higher rule sees it up to date, once, glitch-free")
    func newDependencyOnHigherRule() {
        let graph = AttributeGraph()
        let source = graph.input(1, label: "source")
        let switchOver = graph.input(false, label: "switchOver")
        // `high` sits three levels above `source`; `low` reads only `source` until it switches.
        let a = graph.rule(label: "a") { graph in graph[source] + 1 }
        let b = graph.rule(label: "b") { graph in graph[a] + 1 }
        let high = graph.rule(label: "high") { graph in graph[b] + 1 }
        var lowRuns: [Int] = []
        let low = graph.rule(label: "low") { graph in
            let value = graph[switchOver] ? graph[high] * 100 : graph[source]
            lowRuns.append(value)
            return value
        }
        var seen: [(Int, Int)] = []
        graph.observer { graph in seen.append((graph[low], graph[high])) }
        graph.batch {
            graph[source] = 2
            graph[switchOver] = true
        }
        // `low` read `high` only after `high` was brought up to date: 5 · 100, never 4 · 100.
        #expect(seen.map(\.0) == [1, 500])
        #expect(seen.map(\.1) == [4, 5])
        #expect(lowRuns == [1, 500])
        graph[source] = 3
        #expect(seen.map(\.0) == [1, 500, 600])
        #expect(lowRuns == [1, 500, 600])
        graph.checkInvariants()
    }

    @Test("an unobserved rule over an observed one follows it")
    func lazyRuleOverObservedRule() {
        let graph = AttributeGraph()
        let source = graph.input(1, label: "source")
        let observed = graph.rule(label: "observed") { graph in graph[source] * 10 }
        let lazy = graph.rule(label: "lazy") { graph in graph[observed] + 1 }
        var seen: [Int] = []
        graph.observer { graph in seen.append(graph[observed]) }
        #expect(graph[lazy] == 11)
        graph[source] = 2
        #expect(seen == [10, 20])
        #expect(graph[lazy] == 21)
        graph.batch {
            graph[source] = 3
            #expect(graph[lazy] == 31)
        }
        #expect(seen == [10, 20, 30])
        graph.checkInvariants()
    }

    @Test("removing rules that wait for recompute frees their slots safely")
    func removeQueuedRules() {
        let graph = AttributeGraph()
        let source = graph.input(1, label: "source")
        let row = graph.makeSubgraph(label: "row")
        let inner = graph.rule(label: "inner", in: row) { graph in graph[source] + 1 }
        let outer = graph.rule(label: "outer", in: row) { graph in graph[inner] + 1 }
        var seen: [Int] = []
        graph.observer(in: row) { graph in seen.append(graph[outer]) }
        graph.batch {
            graph[source] = 2
            graph.checkInvariants()
            graph.remove(row)
            graph.checkInvariants()
            // The freed slots are reused only once the queue has let go of them.
            let reused = graph.rule(label: "reused") { graph in graph[source] * 3 }
            #expect(graph[reused] == 6)
        }
        #expect(seen == [3])
        #expect(!graph.isValid(inner))
        #expect(graph.nodeCount == 2)
        graph.checkInvariants()
    }

    @Test("a diamond of observed rules recomputes each rule once per batch", arguments: [1, 8])
    func diamondRecomputesOnce(width: Int) {
        let graph = AttributeGraph()
        let head = graph.input(0, label: "head")
        var runs = 0
        let branches = (0..<width).map { i in
            graph.rule(label: "branch \(i)") { graph in
                runs += 1
                return graph[head] + i
            }
        }
        let sum = graph.rule(label: "sum") { graph in
            runs += 1
            return branches.reduce(0) { $0 + graph[$1] }
        }
        var seen: [Int] = []
        graph.observer { graph in seen.append(graph[sum]) }
        runs = 0
        graph.batch {
            graph[head] = 1
            graph[head] = 2
        }
        #expect(runs == width + 1)
        #expect(seen.last == width * 2 + width * (width - 1) / 2)
        graph.checkInvariants()
    }

    @Test("a rule reading two written inputs is recomputed once, after both writes")
    func twoWrittenInputs() {
        let graph = AttributeGraph()
        let width = graph.input(1, label: "width")
        let height = graph.input(1, label: "height")
        var runs = 0
        let area = graph.rule(label: "area") { graph in
            runs += 1
            return graph[width] * graph[height]
        }
        var seen: [Int] = []
        graph.observer { graph in seen.append(graph[area]) }
        graph.batch {
            graph[width] = 3
            graph[height] = 4
        }
        #expect(runs == 2)
        #expect(seen == [1, 12])
        graph.checkInvariants()
    }

    @Test("removing a written input before the batch ends still recomputes the rules it reached")
    func removeWrittenInput() {
        let graph = AttributeGraph()
        let row = graph.makeSubgraph(label: "row")
        let value = graph.input(5, label: "value", in: row)
        let shown = graph.rule(label: "shown") { graph in graph.isValid(value) ? graph[value] : -1 }
        var seen: [Int] = []
        graph.observer { graph in seen.append(graph[shown]) }
        graph.batch {
            graph[value] = 6
            graph.remove(row)
            graph.checkInvariants()
        }
        #expect(seen == [5, -1])
        graph.checkInvariants()
    }
}
