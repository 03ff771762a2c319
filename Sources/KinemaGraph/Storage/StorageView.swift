/// The node records and link pool of a graph as plain base pointers, for loops that must not reload
/// them from the state after every store. Valid until a user closure runs (it may add links, which
/// can move the link pool; the node records never move).
struct StorageView {
    let nodes: UnsafeMutablePointer<NodeRecord>
    let links: UnsafeMutablePointer<LinkRecord>

    @inline(__always)
    init(_ state: UnsafeMutablePointer<GraphState>) {
        nodes = state.pointee.nodes
        links = state.pointee.links
    }

    @inline(__always)
    func node(_ index: Int32) -> UnsafeMutablePointer<NodeRecord> {
        nodes + Int(index)
    }

    @inline(__always)
    func link(_ index: Int32) -> UnsafeMutablePointer<LinkRecord> { links + Int(index) }
}
