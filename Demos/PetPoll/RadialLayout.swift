import Foundation
import Kinema

/// Places subviews evenly on an ellipse, the first at `rotation` (0 = top, clockwise).
///
/// The rotation is the layout's animatable data: when it changes in an animated update, the layout
/// itself is interpolated, so subviews travel along the arc instead of cutting across it.
struct RadialLayout: Layout {
    var rotation: Angle

    nonisolated var animatableData: Double {
        get { rotation.radians }
        set { rotation = .radians(newValue) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        proposal.replacingUnspecifiedDimensions(by: Size(width: 60, height: 16))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        let tallest = sizes.map(\.height).max() ?? 0
        let radiusX = max(bounds.width - widest, 0) / 2
        let radiusY = max(bounds.height - tallest, 0) / 2
        let step = 2 * Double.pi / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let angle = rotation.radians + step * Double(index)
            let size = sizes[index]
            // Whole cells: at rest every avatar sits on the grid; in motion it steps cell by cell.
            let origin = Point(
                x: (bounds.midX + radiusX * sin(angle) - size.width / 2).rounded(),
                y: (bounds.midY - radiusY * cos(angle) - size.height / 2).rounded())
            subview.place(at: origin, anchor: .topLeading, proposal: .unspecified)
        }
    }
}
