import Kinema

/// §1.5 cellx: the cellx layered graph; each update batch-writes the four inputs, alternating
/// (4,3,2,1)/(1,2,3,4), and reads the four end properties. 100 updates per round.
struct CellxShape: Benchmark {
    let layers: Int
    var name: String { "cellx\(layers)-updates" }

    func run(_ options: RunOptions) throws -> [Measurement] {
        let layers = options.size(quick: 10, full: self.layers)
        let cellx = CellxGraph(layers: layers)
        let forward = [4, 3, 2, 1]
        let backward = [1, 2, 3, 4]
        let expectedForward = CellxGraph.reference(layers: layers, start: forward)
        let expectedBackward = CellxGraph.reference(layers: layers, start: backward)
        var end: [Int] = []
        end.reserveCapacity(4)
        return try measureShape(options, updates: 100, nodes: 4 * layers, nsTarget: 40, allocationTarget: 0) {
            k in
            let isForward = k.isMultiple(of: 2)
            cellx.write(isForward ? forward : backward)
            cellx.readEnd(into: &end)
            if end != (isForward ? expectedForward : expectedBackward) {
                throw BenchmarkFailure("end properties \(end) after update \(k)")
            }
        }
    }
}
