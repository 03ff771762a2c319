import KinemaGraph
import Testing

@Suite("AttributeGraph: subgraphs")
struct AttributeGraphSubgraphsTests {
    @Test("removing a subgraph releases its nodes, edges and nested subgraphs")
    func removalReleasesEverything() {
        let graph = AttributeGraph()
        let shared = graph.input(1, label: "shared")
        let row = graph.makeSubgraph(label: "row")
        let cell = graph.makeSubgraph(label: "cell", parent: row)
        let local = graph.input(2, label: "local", in: row)
        let sum = graph.rule(label: "sum", in: cell) { graph in graph[shared] + graph[local] }
        var runs = 0
        graph.observer(in: cell) { graph in
            _ = graph[sum]
            runs += 1
        }
        #expect(graph.nodeCount == 4)
        #expect(graph.edgeCount == 3)
        graph.remove(row)
        #expect(graph.nodeCount == 1)
        #expect(graph.edgeCount == 0)
        #expect(!graph.isLive(row))
        #expect(!graph.isLive(cell))
        #expect(!graph.isValid(sum))
        graph[shared] = 5
        #expect(runs == 1)
        graph.checkInvariants()
    }

    @Test("removed storage is reused and old handles stay invalid")
    func storageReuse() {
        let graph = AttributeGraph()
        let first = graph.makeSubgraph()
        let old = graph.input(1, label: "old", in: first)
        graph.remove(first)
        let second = graph.makeSubgraph()
        let new = graph.input(2, label: "new", in: second)
        #expect(new.id.index == old.id.index)
        #expect(new.id.generation != old.id.generation)
        #expect(second != first)
        #expect(graph[new] == 2)
        #expect(!graph.isValid(old))
        #expect(graph.isValid(new))
        graph.checkInvariants()
    }

    @Test("a removed attribute is a clear error naming it, never another node's value")
    func staleHandle() throws {
        let graph = AttributeGraph()
        let subgraph = graph.makeSubgraph()
        let removed = graph.input(1, label: "removed", in: subgraph)
        graph.remove(subgraph)
        _ = graph.input(99, label: "replacement")
        #expect(throws: GraphError.staleHandle("'removed' \(removed.id)")) { try graph.value(of: removed) }
        let error = try #require(throws: GraphError.self) { try graph.value(of: removed) }
        #expect(error.description.contains("removed"))
    }

    @Test("a dependent of a removed attribute becomes dirty")
    func dependentOfRemovedIsDirty() {
        let graph = AttributeGraph()
        let child = graph.makeSubgraph(label: "child")
        let includeChild = graph.input(true)
        let childValue = graph.input(5, label: "childValue", in: child)
        let total = graph.rule(label: "total") { graph in
            graph[includeChild] && graph.isValid(childValue) ? graph[childValue] : 0
        }
        #expect(graph[total] == 5)
        graph.remove(child)
        #expect(graph[total] == 0)
        graph.checkInvariants()
    }

    @Test("removing a subgraph from inside an observer happens once the graph is idle")
    func removalDuringObserver() {
        let graph = AttributeGraph()
        let showsDetail = graph.input(true)
        let detail = graph.makeSubgraph(label: "detail")
        let detailValue = graph.input(1, in: detail)
        var seen: [Int] = []
        graph.observer { graph in
            if graph[showsDetail] {
                seen.append(graph[detailValue])
            } else {
                graph.remove(detail)
                #expect(graph.isValid(detailValue))
            }
        }
        graph[showsDetail] = false
        #expect(!graph.isValid(detailValue))
        #expect(seen == [1])
        graph.checkInvariants()
    }

    @Test("thousands of subgraphs removed from inside an observer are all removed once idle")
    func manyRemovalsDuringObserver() {
        let graph = AttributeGraph()
        let clears = graph.input(false)
        let rows = (0..<3_000).map { _ in graph.makeSubgraph() }
        let values = rows.map { graph.input(1, in: $0) }
        graph.observer { graph in
            guard graph[clears] else { return }
            for row in rows.reversed() { graph.remove(row) }
        }
        graph[clears] = true
        #expect(values.allSatisfy { !graph.isValid($0) })
        let again = graph.makeSubgraph()
        let value = graph.input(2, in: again)
        graph.remove(again)
        #expect(!graph.isValid(value))
        graph.checkInvariants()
    }

    @Test("past the remembered-label limit, stale handles name the newest removals and forget the oldest")
    func removedLabelRing() throws {
        let graph = AttributeGraph()
        func removeLabelled(_ count: Int, from start: Int) -> [Attribute<Int>] {
            let subgraph = graph.makeSubgraph()
            let removed = (start..<start + count).map { graph.input($0, label: "n\($0)", in: subgraph) }
            graph.remove(subgraph)
            return removed
        }
        let first = removeLabelled(4_096 + 10, from: 0)
        #expect(throws: GraphError.staleHandle("\(first[9].id)")) { try graph.value(of: first[9]) }
        #expect(throws: GraphError.staleHandle("'n10' \(first[10].id)")) { try graph.value(of: first[10]) }
        let second = removeLabelled(5, from: first.count)
        #expect(throws: GraphError.staleHandle("\(first[14].id)")) { try graph.value(of: first[14]) }
        #expect(throws: GraphError.staleHandle("'n15' \(first[15].id)")) { try graph.value(of: first[15]) }
        let newest = try #require(second.last)
        #expect(throws: GraphError.staleHandle("'n4110' \(newest.id)")) { try graph.value(of: newest) }
    }
}

@Suite("AttributeGraph: stale-handle trap")
struct StaleHandleTrapTests {
    @Test("reading a removed attribute through the subscript stops the program naming it")
    func subscriptTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = AttributeGraph()
            let subgraph = graph.makeSubgraph()
            let removed = graph.input(1, label: "gone", in: subgraph)
            graph.remove(subgraph)
            _ = graph[removed]
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("use of removed attribute 'gone'"))
        #expect(message.contains("check isValid(_:) before reading, or read it with value(of:)"))
    }

    @Test("writing a removed input stops the program naming it and the remedy")
    func writeTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = AttributeGraph()
            let subgraph = graph.makeSubgraph()
            let removed = graph.input(1, label: "gone", in: subgraph)
            graph.remove(subgraph)
            graph[removed] = 2
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("use of removed attribute 'gone'"))
        #expect(message.contains("(written after its subgraph was removed)"))
        #expect(message.contains("check isValid(_:) before writing"))
    }
}
