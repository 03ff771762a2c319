import Foundation
import Kinema

/// Lays the pets out in a row by standing (`podium == 0`) or on the podium's upper arc
/// (`podium == 1`), the leader at the top; values in between blend the two, so switching screens
/// animates with the same views moving from one arrangement to the other.
///
/// Each pet's column in the row and its angle on the arc are part of the animatable data, so when the
/// standings change the avatars slide along the row — or, on the podium, travel along the arc instead
/// of cutting across it. Those values are kept per pet in poll order (so they interpolate per pet
/// whatever the order of the subviews); subviews come in standing order (so focus and drawing follow
/// the row left to right), and `pets[i]` is the poll index of subview `i`.
///
/// On the arc the leader sits at the apex (angle 0), the runners-up alternate left and right and go
/// down the arc, the last ones ending at its left and right ends (±90°). The arc keeps
/// ``sideMargin`` cells from the sides so that a 1.5× selected avatar is not cut off.
struct PollLayout: Layout {
    /// 0: the row; 1: the podium arc.
    var podium: Double
    /// Per pet in poll order: its column in the row (0 = leftmost).
    var columns: [Double]
    /// Per pet in poll order: its angle on the arc in radians (0 = apex, negative = left).
    var angles: [Double]
    /// Per subview: the poll index of the pet it shows.
    var pets: [Int]
    /// Cells between columns of the row.
    var spacing = 4.0

    /// Cells the arc keeps from the left and right edges (a 1.5× avatar overhangs by 2.75).
    static let sideMargin = 3.0

    /// Lays out subviews showing the pets with poll indices `standings`, leader first.
    init(standings: [Int], showsPodium: Bool) {
        var ranks = Array(repeating: 0, count: standings.count)
        for (rank, pet) in standings.enumerated() where ranks.indices.contains(pet) { ranks[pet] = rank }
        podium = showsPodium ? 1 : 0
        pets = standings
        columns = ranks.map(Double.init)
        let perSide = max(Double(ranks.count - 1) / 2, 1).rounded(.up)
        angles = ranks.map { rank in
            // 0, then -1, +1, -2, +2 … steps down the arc, alternating sides.
            let step = Double((rank + 1) / 2)
            return (rank % 2 == 1 ? -step : step) * (Double.pi / 2) / perSide
        }
    }

    nonisolated var animatableData:
        AnimatablePair<Double, AnimatablePair<AnimatableArray<Double>, AnimatableArray<Double>>>
    {
        get { AnimatablePair(podium, AnimatablePair(AnimatableArray(columns), AnimatableArray(angles))) }
        set {
            podium = newValue.first
            columns = newValue.second.first.elements
            angles = newValue.second.second.elements
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        let row = Size(
            width: Double(sizes.count) * widest + Double(max(sizes.count - 1, 0)) * spacing,
            height: sizes.map(\.height).max() ?? 0)
        return proposal.replacingUnspecifiedDimensions(by: row)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        let tallest = sizes.map(\.height).max() ?? 0
        for (index, subview) in subviews.enumerated() {
            let pet = index < pets.count ? pets[index] : index
            let row = rowCenter(pet, in: bounds, widest: widest, tallest: tallest)
            let arc = arcCenter(pet, in: bounds, widest: widest, tallest: tallest)
            let center = Point(x: row.x + (arc.x - row.x) * podium, y: row.y + (arc.y - row.y) * podium)
            // Whole cells: at rest every pet sits on the grid; in motion it steps cell by cell.
            let origin = Point(
                x: (center.x - sizes[index].width / 2).rounded(),
                y: (center.y - sizes[index].height / 2).rounded())
            subview.place(at: origin, anchor: .topLeading, proposal: .unspecified)
        }
    }

    /// The centre of pet `index`'s slot in the row, which is centred in `bounds`.
    private func rowCenter(_ index: Int, in bounds: Rect, widest: Double, tallest: Double) -> Point {
        let count = Double(columns.count)
        let width = count * widest + max(count - 1, 0) * spacing
        let column = index < columns.count ? columns[index] : 0
        return Point(x: bounds.midX - width / 2 + column * (widest + spacing) + widest / 2, y: bounds.midY)
    }

    /// The centre of pet `index` on the upper half of the ellipse that spans `bounds`.
    private func arcCenter(_ index: Int, in bounds: Rect, widest: Double, tallest: Double) -> Point {
        let angle = index < angles.count ? angles[index] : 0
        let radiusX = max(bounds.width - 2 * Self.sideMargin - widest, 0) / 2
        let radiusY = max(bounds.height - tallest, 0)
        return Point(
            x: bounds.midX + radiusX * sin(angle),
            y: bounds.minY + tallest / 2 + radiusY * (1 - cos(angle)))
    }
}
