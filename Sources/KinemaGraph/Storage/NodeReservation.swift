#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The address range that holds a graph's node records: reserved whole when the graph is made and
/// made usable (committed) as slots are handed out, so that records are contiguous — a slot's record
/// is `base + slot`, with no page table to load on every lookup — and never move, so a record
/// pointer stays valid while user closures create nodes.
///
/// The reservation is address space only (`PROT_NONE`, `MAP_NORESERVE`): it costs no memory and no
/// commit charge until committed, and committed pages cost resident memory only once touched. It
/// caps a graph at `capacity` nodes (2²⁷, 134,217,728, unless the address space is short).
struct NodeReservation {
    let base: UnsafeMutablePointer<NodeRecord>
    /// Slots the reservation can hold.
    let capacity: Int
    /// Bytes reserved (a multiple of the page size).
    let reservedBytes: Int

    /// The most slots a graph reserves: 7.5 GB of address space (of the 128 TB a 64-bit Linux
    /// process has), so thousands of graphs fit side by side.
    static let preferredCapacity = 1 << 27
    /// The fewest slots a reservation falls back to when the address space is limited (`ulimit -v`).
    static let minimumCapacity = 1 << 16

    static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Reserves room for `preferredCapacity` records, halving the request while the system refuses.
    init() {
        var capacity = Self.preferredCapacity
        while true {
            let bytes = Self.roundedToPages(capacity * MemoryLayout<NodeRecord>.stride)
            let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
            if let raw = mmap(nil, bytes, PROT_NONE, flags, -1, 0), raw != MAP_FAILED {
                base = raw.bindMemory(to: NodeRecord.self, capacity: capacity)
                self.capacity = capacity
                reservedBytes = bytes
                return
            }
            guard capacity > Self.minimumCapacity else {
                fatalError("AttributeGraph: cannot reserve address space for \(capacity) node records")
            }
            capacity /= 2
        }
    }

    /// Makes the first `count` slots' records usable (from `committed` slots already usable);
    /// returns how many slots are usable now (at least `count`).
    func commit(_ count: Int, from committed: Int) -> Int {
        let stride = MemoryLayout<NodeRecord>.stride
        let start = Self.roundedToPages(committed * stride)
        // Doubling keeps the system calls logarithmic in the graph's size; untouched pages cost
        // no resident memory.
        let wanted = min(capacity, max(count, committed * 2, 1024))
        let end = min(reservedBytes, Self.roundedToPages(wanted * stride))
        if end > start {
            let raw = UnsafeMutableRawPointer(base) + start
            guard mprotect(raw, end - start, PROT_READ | PROT_WRITE) == 0 else {
                fatalError("AttributeGraph: cannot commit memory for \(wanted) node records")
            }
        }
        return min(capacity, end / stride)
    }

    /// Returns the whole range to the system.
    func release() {
        munmap(UnsafeMutableRawPointer(base), reservedBytes)
    }

    static func roundedToPages(_ bytes: Int) -> Int {
        (bytes + pageSize - 1) / pageSize * pageSize
    }
}
