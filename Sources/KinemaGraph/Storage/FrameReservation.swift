#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The address range that holds a graph's evaluation frames: reserved whole when the graph is made,
/// so that frames never move and a pointer to the frame whose reads are tracked
/// (`GraphState.trackedFrame`) stays valid while nested evaluations push frames above it — the
/// inlined read then loads that pointer instead of an index and the stack's base.
///
/// Slot 0 of the range is the *untracked* frame: `frames` starts one frame in, and `trackedFrame`
/// points at the untracked frame (index -1) when no read is tracked. Its `expected` is -1 forever
/// (nothing writes it), so the inlined read needs no separate check of whether a read is tracked.
///
/// The range is address space only until touched (`MAP_NORESERVE`): nesting is bounded by the
/// first-evaluation depth limit and the explicit stacks, so a graph touches one page or two.
struct FrameReservation {
    /// The untracked frame; the frame stack starts right after it.
    let base: UnsafeMutablePointer<EvaluationFrame>
    /// Frames the stack can hold (the untracked frame excluded).
    let capacity: Int
    let reservedBytes: Int

    /// The most frames a graph reserves: 16 MB of address space.
    static let preferredCapacity = 1 << 20
    /// The fewest frames a reservation falls back to when the address space is limited.
    static let minimumCapacity = 1 << 12

    init() {
        var capacity = Self.preferredCapacity
        while true {
            let bytes = NodeReservation.roundedToPages((capacity + 1) * MemoryLayout<EvaluationFrame>.stride)
            let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
            if let raw = mmap(nil, bytes, PROT_READ | PROT_WRITE, flags, -1, 0), raw != MAP_FAILED {
                base = raw.bindMemory(to: EvaluationFrame.self, capacity: capacity + 1)
                base.initialize(to: EvaluationFrame(node: -1, expected: -1))
                self.capacity = capacity
                reservedBytes = bytes
                return
            }
            guard capacity > Self.minimumCapacity else {
                fatalError("AttributeGraph: cannot reserve address space for \(capacity) evaluation frames")
            }
            capacity /= 2
        }
    }

    /// The frame stack: frame `i` is `frames + i`.
    var frames: UnsafeMutablePointer<EvaluationFrame> { base + 1 }

    /// Returns the whole range to the system.
    func release() {
        munmap(UnsafeMutableRawPointer(base), reservedBytes)
    }
}
