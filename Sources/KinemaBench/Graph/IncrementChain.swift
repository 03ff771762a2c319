import Kinema

extension AttributeGraph {
    /// Builds `length` rules, each its predecessor plus one, starting from `source`; returns the last.
    /// The chain shape several benchmarks share (deep, deepPull, cut-off, the long chains, build cost).
    func incrementChain(from source: Attribute<Int>, length: Int) -> Attribute<Int> {
        var tail = source
        for _ in 0..<length {
            let previous = tail
            tail = rule { graph in graph[previous] + 1 }
        }
        return tail
    }
}
