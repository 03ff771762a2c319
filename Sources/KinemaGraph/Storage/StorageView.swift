/// The node pages and link pool of a graph as plain base pointers, for loops that must not reload
/// them from the state after every store. Valid until a user closure runs (it may add nodes or
/// links, which can move the pools).
struct StorageView {
    let pages: UnsafeMutablePointer<UnsafeMutablePointer<NodeRecord>>
    let links: UnsafeMutablePointer<LinkRecord>

    @inline(__always)
    init(_ state: UnsafeMutablePointer<GraphState>) {
        pages = state.pointee.pages
        links = state.pointee.links
    }

    @inline(__always)
    func node(_ index: Int32) -> UnsafeMutablePointer<NodeRecord> {
        let slot = Int(index)
        return pages[slot >> GraphState.pageShift] + (slot & (GraphState.pageSize - 1))
    }

    @inline(__always)
    func link(_ index: Int32) -> UnsafeMutablePointer<LinkRecord> { links + Int(index) }
}
