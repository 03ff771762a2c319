/// The nodes waiting to be reconciled — composite nodes whose body changed, nodes whose
/// ``TrackedContent`` changed — popped shallowest first so a parent's new body reaches its children
/// before they re-run on their own.
///
/// Invariants:
/// - `heap` is a binary min-heap on `depth`.
@MainActor
struct NodeQueue {
    private var heap: [ViewNode] = []

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }

    mutating func insert(_ node: ViewNode) {
        heap.append(node)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].depth < heap[parent].depth else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popShallowest() -> ViewNode? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].depth < heap[smallest].depth { smallest = left }
            if right < heap.count, heap[right].depth < heap[smallest].depth { smallest = right }
            guard smallest != parent else { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }

    func checkInvariants() {
        for index in heap.indices.dropFirst() {
            precondition(
                heap[(index - 1) / 2].depth <= heap[index].depth, "node queue heap order broken at \(index)")
        }
    }
}
