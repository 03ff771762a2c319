@testable import KinemaGraph

/// Two rules on a cycle that an input breaks, for the cycle and observer-loop tests: while
/// `closesLoop` is true, `first` (seeded with 0) is `second + 1`, else 7; `second` is `first + 1`.
struct ClosableCycle {
    let closesLoop: Attribute<Bool>
    let first: Attribute<Int>
    let second: Attribute<Int>

    /// Creates the input and the two rules in `graph`, labelled `closesLoop`, `first` and `second`.
    init(in graph: AttributeGraph) {
        let closesLoop = graph.input(true, label: "closesLoop")
        var second: Attribute<Int>!
        let first = graph.rule(initial: 0, label: "first") { graph in
            graph[closesLoop] ? graph[second] + 1 : 7
        }
        second = graph.rule(label: "second") { graph in graph[first] + 1 }
        self.closesLoop = closesLoop
        self.first = first
        self.second = second
    }
}
