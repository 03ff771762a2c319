import Foundation
import KinemaGeometry

/// SwiftUI's stack algorithm along one axis: subviews are offered space in order of layout priority
/// (highest first) and, within a priority, least flexible first; each takes what it chooses from an
/// equal share of what remains.
///
/// Flexibility is measured as (size for an infinite proposal − size for a zero proposal) along the
/// axis, so text, which can shrink and grow, is offered space after fixed-size views. Spacers come
/// last within their priority: the other views share what remains after the spacers' minimum
/// lengths, and spacers take what they leave — so `HStack { Text(title); Spacer(); Text(value) }`
/// gives the title all the width it needs, as SwiftUI does, instead of half.
struct StackDistribution {
    let axis: Axis
    let spacing: CGFloat

    /// The size each subview takes for `proposal`, in subview order.
    func sizes(of subviews: LayoutSubviews, proposal: ProposedViewSize) -> [Size] {
        let across = proposal.value(along: axis == .horizontal ? .vertical : .horizontal)
        let totalSpacing = spacing * CGFloat(max(subviews.count - 1, 0))
        guard let available = proposal.value(along: axis) else {
            return subviews.map { $0.sizeThatFits(ProposedViewSize(axis: axis, along: nil, across: across)) }
        }
        let minimums = subviews.map {
            $0.sizeThatFits(ProposedViewSize(axis: axis, along: 0, across: across)).value(along: axis)
        }
        let maximums = subviews.map {
            $0.sizeThatFits(ProposedViewSize(axis: axis, along: .infinity, across: across)).value(along: axis)
        }
        let priorities = subviews.map(\.priority)
        let order = subviews.indices.sorted { lhs, rhs in
            let lhsPriority = priorities[lhs]
            let rhsPriority = priorities[rhs]
            if lhsPriority != rhsPriority { return lhsPriority > rhsPriority }
            let lhsFlexibility = maximums[lhs] - minimums[lhs]
            let rhsFlexibility = maximums[rhs] - minimums[rhs]
            return lhsFlexibility != rhsFlexibility ? lhsFlexibility < rhsFlexibility : lhs < rhs
        }
        var remaining = max(available - totalSpacing, 0)
        var sizes = Array(repeating: Size.zero, count: subviews.count)
        // Space later priorities need at minimum is held back from earlier ones.
        var reservedMinimum = minimums.reduce(0, +)
        var position = 0
        while position < order.count {
            let priority = priorities[order[position]]
            var group: [Int] = []
            while position < order.count, priorities[order[position]] == priority {
                group.append(order[position])
                position += 1
            }
            reservedMinimum -= group.reduce(0) { $0 + minimums[$1] }
            var groupSpace = max(remaining - reservedMinimum, 0)
            let spacers = group.filter { subviews[$0].isSpacer }
            let others = group.filter { !subviews[$0].isSpacer }
            var spacerMinimum = spacers.reduce(0) { $0 + minimums[$1] }
            for (offset, index) in (others + spacers).enumerated() {
                let isSpacer = offset >= others.count
                if isSpacer { spacerMinimum = 0 }
                let count = isSpacer ? group.count - offset : others.count - offset
                let share = max(groupSpace - spacerMinimum, 0) / CGFloat(count)
                let size = subviews[index].sizeThatFits(
                    ProposedViewSize(axis: axis, along: share, across: across))
                sizes[index] = size
                groupSpace = max(groupSpace - size.value(along: axis), 0)
                remaining = max(remaining - size.value(along: axis), 0)
            }
        }
        return sizes
    }

    /// The stack's size given its subviews' sizes.
    func stackSize(for sizes: [Size]) -> Size {
        let along = sizes.reduce(0) { $0 + $1.value(along: axis) } + spacing * CGFloat(max(sizes.count - 1, 0))
        let across = sizes.map { $0.value(along: axis == .horizontal ? .vertical : .horizontal) }.max() ?? 0
        return Size(axis: axis, along: along, across: across)
    }
}
