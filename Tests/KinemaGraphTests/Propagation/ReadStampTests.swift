import Testing

@testable import KinemaGraph

/// The read-stamp counter wraps once per ~2³² evaluations; a wrap must never record an edge twice.
@Suite("AttributeGraph: read-stamp wrap")
struct ReadStampTests {
    /// `outer` reads `a`, then the never-evaluated `inner` (a nested evaluation), then `a` again.
    /// `beforeInner` runs inside `outer`'s evaluation, just before the nested one starts.
    static func readTwiceAroundNested(
        _ graph: AttributeGraph, beforeInner: @escaping (AttributeGraph) -> Void
    ) -> (a: Attribute<Int>, inner: Attribute<Int>, outer: Attribute<Int>) {
        let a = graph.input(1)
        let b = graph.input(10)
        let inner = graph.rule { graph in graph[b] * 2 }
        let outer = graph.rule { graph in
            let first = graph[a]
            beforeInner(graph)
            return first + graph[inner] + graph[a]
        }
        return (a, inner, outer)
    }

    @Test("a wrap due when the outermost evaluation starts resets before it, not inside it")
    func wrapAtOutermostEvaluation() {
        let graph = AttributeGraph()
        let (a, inner, outer) = ReadStampTests.readTwiceAroundNested(graph) { _ in }
        graph.setNextReadStamp(UInt32.max - 1)
        #expect(graph[outer] == 22)
        #expect(graph.inputs(of: outer) == [a.id, inner.id])
        graph[a] = 5
        #expect(graph[outer] == 30)
        #expect(graph.inputs(of: outer) == [a.id, inner.id])
        graph.checkInvariants()
    }

    @Test("a wrap forced inside a nested evaluation still records each input once")
    func wrapInsideNestedEvaluation() {
        let graph = AttributeGraph()
        var armed = true
        let (a, inner, outer) = ReadStampTests.readTwiceAroundNested(graph) { graph in
            if armed { graph.setNextReadStamp(UInt32.max) }
            armed = false
        }
        // Below the reset threshold, so the outer evaluation starts with a large stamp and no reset.
        graph.setNextReadStamp(AttributeGraph.readStampResetThreshold - 1)
        #expect(graph[outer] == 22)
        #expect(graph.inputs(of: outer) == [a.id, inner.id])
        graph[a] = 5
        #expect(graph[outer] == 30)
        #expect(graph.inputs(of: outer) == [a.id, inner.id])
        graph.checkInvariants()
    }

    @Test("inlined reads take no stamp; a repeated read after them stamps them and is recorded once")
    func lazyStamps() {
        let graph = AttributeGraph()
        let a = graph.input(1)
        let b = graph.input(2)
        let inner = graph.rule { graph in
            let value = graph[a] * 10
            graph.checkInvariants()
            return value
        }
        let outer = graph.rule { graph in
            let first = graph[a] + graph[b]
            graph.checkInvariants()
            let total = first + graph[inner] + graph[a] + graph[b]
            graph.checkInvariants()
            return total
        }
        #expect(graph[outer] == 1 + 2 + 10 + 1 + 2)
        #expect(graph.inputs(of: outer) == [a.id, b.id, inner.id])
        // Re-evaluations: `a` and `b` are read inline (no stamp), then `inner` is re-run nested
        // and reads `a`, then the repeated reads of `a` and `b` go through the recording.
        for value in 2...4 {
            graph[a] = value
            #expect(graph[outer] == value + 2 + value * 10 + value + 2)
            #expect(graph.inputs(of: outer) == [a.id, b.id, inner.id])
            #expect(graph.edgeCount == 4)
            graph.checkInvariants()
        }
    }
}
