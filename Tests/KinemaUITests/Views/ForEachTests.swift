import Observation
import Testing

@testable import KinemaUI

@Observable
@MainActor
private final class Items {
    var values = [1, 2]
}

@MainActor
private func firstKeyedNode(in node: ViewNode) -> KeyedNode? {
    if let keyed = node as? KeyedNode { return keyed }
    for child in node.children {
        if let keyed = firstKeyedNode(in: child) { return keyed }
    }
    return nil
}

@MainActor
@Suite("ForEach")
struct ForEachTests {
    @Test("a child replaced under the same id is uninstalled, not left holding its subgraph")
    func replacedChildIsUninstalled() throws {
        let items = Items()
        let host = HeadlessHost(width: 5, height: 3) {
            ForEach(items.values, id: \.self) { Text("\($0)") }
        }
        let keyed = try #require(firstKeyedNode(in: host.host.runtime.root))
        let replaced = try #require(keyed.children.first)
        // No public view changes type under one id; pretend the node was made for another type.
        replaced.viewTypeIdentifier = ObjectIdentifier(Never.self)
        items.values = [1, 2, 3]
        host.update()
        #expect(keyed.children.first !== replaced)
        #expect(replaced.isRemoved)
        let fresh = HeadlessHost(width: 5, height: 3) { ForEach([1, 2, 3], id: \.self) { Text("\($0)") } }
        #expect(host.host.nodeCount == fresh.host.nodeCount)
        #expect(host.lines == fresh.lines)
    }
}
