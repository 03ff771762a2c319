import KinemaAnimation
import KinemaGeometry

/// The node above the mounted view: proposes the screen size and centres the content, as a window
/// does in SwiftUI. Several top-level views are stacked vertically.
final class RootNode: ListNode {
    override func placeSubviews(in frame: Rect, transaction: Transaction) {
        var subviews: [ViewNode] = []
        collectSubviews(into: &subviews)
        let layout = VStackLayout()
        let size = layout.sizeThatFits(subviews: subviews, proposal: ProposedViewSize(frame.size))
        let origin = Alignment.center.origin(of: size, in: frame)
        layout.place(subviews: subviews, in: Rect(origin: origin, size: size), transaction: transaction)
    }
}
