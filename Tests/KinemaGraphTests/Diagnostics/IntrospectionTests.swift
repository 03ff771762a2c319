import KinemaGraph
import Testing

@Suite("AttributeGraph: statistics and DOT")
struct IntrospectionTests {
    @Test("statistics count one update's work and reset")
    func statistics() {
        let graph = AttributeGraph()
        let head = graph.input(1)
        let a = graph.rule { graph in graph[head] + 1 }
        let b = graph.rule { graph in graph[a] > 0 }
        graph.observer { graph in _ = graph[b] }
        graph.resetStatistics()
        graph[head] = 2
        var expected = GraphStatistics()
        expected.inputsChanged = 1
        expected.rulesEvaluated = 2
        expected.cutoffs = 1
        expected.flushes = 1
        #expect(graph.statistics == expected)
        graph.statistics = GraphStatistics()
        #expect(graph.statistics == GraphStatistics())
    }

    @Test("the DOT dump shows nodes, values, edges and subgraph clusters")
    func dot() {
        let graph = AttributeGraph()
        let count = graph.input(2, label: "count")
        let row = graph.makeSubgraph(label: "row")
        let doubled = graph.rule(label: "doubled", in: row) { graph in graph[count] * 2 }
        _ = graph[doubled]
        #expect(
            graph.dot() == """
                digraph {
                  node [fontname="monospace"];
                  n0 [label="count: Int = 2", shape=box];
                  subgraph cluster_0 {
                    label="row";
                    n1 [label="doubled: Int = 4", shape=ellipse];
                  }
                  n0 -> n1;
                }

                """)
        #expect(graph.dot(of: row).contains("n1 [label=\"doubled: Int = 4\""))
        #expect(!graph.dot(of: row).contains("n0 ["))
    }

    @Test("labels with quotes and control characters are escaped in DOT")
    func dotEscapes() {
        let graph = AttributeGraph()
        _ = graph.input(0, label: "a \"quoted\"\u{1B}[31m label")
        #expect(graph.dot().contains(#"label="a \"quoted\"?[31m label: Int = 0""#))
    }
}
