extension AttributeGraph {
    @inline(__always)
    func node(_ index: Int32) -> UnsafeMutablePointer<NodeRecord> {
        state.pointee.nodes + Int(index)
    }

    @inline(__always)
    func link(_ index: Int32) -> UnsafeMutablePointer<LinkRecord> {
        state.pointee.links + Int(index)
    }

    /// Takes a slot from the free list, or a new one, and initialises its record.
    func allocateNode(flags: NodeFlags, kind: UInt16) -> Int32 {
        let index: Int32
        if state.pointee.freeNode >= 0 {
            index = state.pointee.freeNode
            state.pointee.freeNode = node(index).pointee.firstInput
        } else {
            index = state.pointee.slotCount
            if Int(index) == state.pointee.committedSlots { commitSlots() }
            state.pointee.slotCount += 1
            node(index).initialize(to: NodeRecord(flags: .free, kind: 0, generation: 0))
        }
        let record = node(index)
        let generation = record.pointee.generation
        record.pointee = NodeRecord(flags: flags, kind: kind, generation: generation)
        state.pointee.liveNodes += 1
        return index
    }

    /// Commits more of the node reservation (records never move: no pointer needs re-deriving).
    private func commitSlots() {
        let reservation = state.pointee.reservation
        let count = state.pointee.committedSlots + 1
        if count > reservation.capacity {
            misuse("more than \(reservation.capacity) attributes in one graph")
        }
        state.pointee.committedSlots = reservation.commit(count, from: state.pointee.committedSlots)
    }

    /// Frees a slot whose closure and value were already destroyed: to the free list, or — while
    /// the recompute queue still links it — once the queue lets go of it (`recycleSlot`).
    func releaseNode(_ index: Int32) {
        let record = node(index)
        let isQueued = record.pointee.flags.contains(.queuedForRecompute)
        record.pointee.flags = isQueued ? [.free, .queuedForRecompute] : .free
        record.pointee.generation &+= 1
        state.pointee.liveNodes -= 1
        if !isQueued { recycleSlot(index) }
    }

    /// Puts a free slot on the free list.
    func recycleSlot(_ index: Int32) {
        node(index).pointee.firstInput = state.pointee.freeNode
        state.pointee.freeNode = index
    }

    func allocateLink() -> Int32 {
        let index: Int32
        if state.pointee.freeLink >= 0 {
            index = state.pointee.freeLink
            state.pointee.freeLink = link(index).pointee.nextInput
        } else {
            if state.pointee.linkCount == state.pointee.linkCapacity { growLinks() }
            index = state.pointee.linkCount
            state.pointee.linkCount += 1
        }
        state.pointee.liveLinks += 1
        return index
    }

    private func growLinks() {
        let capacity = Int(state.pointee.linkCapacity) * 2
        if capacity > Int(Int32.max) { misuse("more than \(Int32.max) dependency edges") }
        state.pointee.links = reallocated(
            state.pointee.links, count: Int(state.pointee.linkCount), capacity: capacity)
        state.pointee.linkCapacity = Int32(capacity)
    }

    func releaseLink(_ index: Int32) {
        let record = link(index)
        record.pointee.input = -1
        record.pointee.dependent = -1
        record.pointee.nextInput = state.pointee.freeLink
        state.pointee.freeLink = index
        state.pointee.liveLinks -= 1
    }

    @inline(__always)
    func push(_ value: Int32) {
        let top = state.pointee.stackTop
        if top == state.pointee.stackCapacity { growStack() }
        state.pointee.stack[top] = value
        state.pointee.stackTop = top &+ 1
    }

    @inline(__always)
    func pop() -> Int32 {
        let top = state.pointee.stackTop &- 1
        state.pointee.stackTop = top
        return state.pointee.stack[top]
    }

    private func growStack() {
        let capacity = state.pointee.stackCapacity * 2
        state.pointee.stack = reallocated(
            state.pointee.stack, count: state.pointee.stackTop, capacity: capacity)
        state.pointee.stackCapacity = capacity
    }

    func growQueue() {
        let capacity = state.pointee.queueCapacity * 2
        state.pointee.queue = reallocated(
            state.pointee.queue, count: state.pointee.queueCount, capacity: capacity)
        state.pointee.queueCapacity = capacity
    }

    @inline(__always)
    func kind(of record: UnsafeMutablePointer<NodeRecord>) -> Unmanaged<NodeKind> {
        state.pointee.kinds[Int(record.pointee.kind)]
    }

    func appendKind(_ kind: NodeKind) -> UInt16 {
        if state.pointee.kindCount >= Int(UInt16.max) {
            misuse("more than \(UInt16.max - 1) kinds of attributes (value type, role and comparison)")
        }
        if state.pointee.kindCount == state.pointee.kindCapacity {
            let capacity = state.pointee.kindCapacity * 2
            state.pointee.kinds = reallocated(
                state.pointee.kinds, count: state.pointee.kindCount, capacity: capacity)
            state.pointee.kindCapacity = capacity
        }
        (state.pointee.kinds + state.pointee.kindCount).initialize(to: .passRetained(kind))
        state.pointee.kindCount += 1
        return UInt16(state.pointee.kindCount - 1)
    }

    /// The nodes evaluating, outermost first.
    var activeFrames: [Int32] {
        UnsafeBufferPointer(start: state.pointee.frames, count: state.pointee.frameCount).map(\.node)
    }

    /// Makes room for more frames: the frames themselves are reserved (they never move); only the
    /// stamped links beside them grow.
    func growFrames() {
        let capacity = state.pointee.frameCapacity * 2
        if capacity > state.pointee.frameReservation.capacity {
            misuse("more than \(state.pointee.frameReservation.capacity) nested evaluations")
        }
        state.pointee.stampedLinks = reallocated(
            state.pointee.stampedLinks, count: state.pointee.frameCount, capacity: capacity)
        state.pointee.frameCapacity = capacity
    }
}

extension AttributeGraph {
    /// Grows the recompute queue's bucket tables to hold `height`.
    func growRecomputeBuckets(toHold height: Int) {
        let old = state.pointee.recomputeCapacity
        var capacity = old * 2
        while capacity <= height { capacity *= 2 }
        state.pointee.recomputeHeads = reallocated(
            state.pointee.recomputeHeads, count: old, capacity: capacity)
        state.pointee.recomputeTails = reallocated(
            state.pointee.recomputeTails, count: old, capacity: capacity)
        (state.pointee.recomputeHeads + old).initialize(repeating: -1, count: capacity - old)
        (state.pointee.recomputeTails + old).initialize(repeating: nil, count: capacity - old)
        state.pointee.recomputeCapacity = capacity
    }
}

/// Moves the first `count` elements of `buffer` into a new allocation of `capacity` elements and frees
/// the old one: the growth step shared by the graph's hand-managed arrays (links, stacks, queues, kinds).
func reallocated<Element>(
    _ buffer: UnsafeMutablePointer<Element>, count: Int, capacity: Int
) -> UnsafeMutablePointer<Element> {
    let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    grown.moveInitialize(from: buffer, count: count)
    buffer.deallocate()
    return grown
}
