import Glibc
import KinemaAllocationCounting

/// Heap allocations made while `body` ran (counted by the interposed allocator).
func countAllocations(_ body: () throws -> Void) rethrows -> (count: UInt64, bytes: UInt64) {
    let count = kinema_allocation_count()
    let bytes = kinema_allocated_bytes()
    try body()
    return (kinema_allocation_count() - count, kinema_allocated_bytes() - bytes)
}

/// Resident set size of the process in bytes: the second field of `/proc/self/statm`, in pages.
func residentMemoryBytes() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    while true {
        let character = getc(file)
        if character == EOF || character == 0x0A { break }
        bytes.append(UInt8(truncatingIfNeeded: character))
    }
    let fields = String(decoding: bytes, as: UTF8.self).split(separator: " ")
    guard fields.count >= 2, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
