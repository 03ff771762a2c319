import Glibc
import Kinema

/// A misuse of the graph that stops the program, run in a child process of the benchmark runner by
/// ``MisuseMessagesBenchmark`` (`kinema-bench --misuse-child <scenario>`).
enum MisuseScenario: String, CaseIterable {
    case readRemoved = "read-removed"
    case cycleWithoutSeed = "cycle-without-seed"
    case writeRemoved = "write-removed"

    /// The hidden first argument that makes the runner a child running one scenario.
    static let childFlag = "--misuse-child"

    /// What the message on standard error must contain: the attribute and the remedy.
    var expectedFragments: [String] {
        switch self {
        case .readRemoved:
            ["use of removed attribute 'gone'", "check isValid(_:) before reading", "value(of:)"]
        case .cycleWithoutSeed:
            ["cycle between attributes: first → second → first", "rule(initial:)", "value(of:)"]
        case .writeRemoved:
            ["use of removed attribute 'gone'", "check isValid(_:) before writing"]
        }
    }

    /// Makes the misuse; never returns.
    func trigger() -> Never {
        let graph = AttributeGraph()
        switch self {
        case .readRemoved, .writeRemoved:
            let subgraph = graph.makeSubgraph()
            let removed = graph.input(1, label: "gone", in: subgraph)
            graph.remove(subgraph)
            if self == .readRemoved { _ = graph[removed] } else { graph[removed] = 2 }
        case .cycleWithoutSeed:
            var second: Attribute<Int>!
            let first = graph.rule(label: "first") { graph in graph[second] + 1 }
            second = graph.rule(label: "second") { graph in graph[first] + 1 }
            _ = graph[first]
        }
        print("kinema-bench: the misuse '\(rawValue)' did not stop the program")
        exit(0)
    }
}
