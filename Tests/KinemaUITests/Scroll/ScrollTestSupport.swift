import Foundation
import KinemaGeometry

@testable import KinemaUI

/// The nodes of type `T` in `host`'s tree, depth first (outermost first).
@MainActor
func nodes<T: ViewNode>(_ type: T.Type, in host: HeadlessHost) -> [T] {
    var found: [T] = []
    func visit(_ node: ViewNode) {
        if let match = node as? T { found.append(match) }
        for child in node.children { visit(child) }
    }
    visit(host.host.runtime.root)
    return found
}

/// The outermost scroll view node of `host`.
@MainActor
func scrollView(in host: HeadlessHost) -> ScrollViewNode {
    nodes(ScrollViewNode.self, in: host)[0]
}

/// A list of `count` one-line rows "row N" in a vertical scroll view of `width` × `height`.
@MainActor
func rowList(count: Int, width: Double = 20, height: Double = 10) -> some View {
    ScrollView {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<count, id: \.self) { row in Text("row \(row)") }
        }
    }
    .frame(width: width, height: height)
}

extension String {
    /// The text without the spaces around it (rows are centred across a scroll view).
    var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
