import KinemaGeometry

extension Axis {
    /// The other axis: the one a stack along this axis aligns its subviews on.
    var crossing: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension UnaryNode {
    /// The frame a stack along `axis` laid out in `bounds` gives this changed subview when the change
    /// kept its size along the axis, so the stack's distribution still holds and only this subview's
    /// alignment across the axis moves; `nil` when that cannot be shown and the stack must lay out
    /// fully (not placed yet, a stack probe or answer not known from before the change, a size along
    /// the axis that changed, several candidate sizing proposals that now disagree).
    ///
    /// Every answer the stack's last placement used — the flexibility probes (0 and ∞ along the axis)
    /// and the share it offered, all across the stack's `bounds` — must give the same size along the
    /// axis as before; then the distribution offers every subview the same share again.
    func frameKeepingExtent(along axis: Axis, in bounds: Rect, alignment fraction: Double) -> Rect? {
        guard let old = modelFrame else { return nil }
        let cross = axis.crossing
        let across = bounds.size.value(along: cross)
        let probes = [0, Double.infinity].map { ProposedViewSize(axis: axis, along: $0, across: across) }
        guard probes.allSatisfy({ sizeCache.answerBeforeChange(for: $0) != nil }) else { return nil }
        let before = sizeCache.proposalsBeforeChange
        for proposal in before {
            guard let answer = sizeCache.answerBeforeChange(for: proposal),
                sizeThatFits(proposal).value(along: axis) == answer.value(along: axis)
            else { return nil }
        }
        // The stack sized the subview with its share along the axis, across the whole stack; more than
        // one such proposal (a probe of the stack by its own container) must agree.
        let shares = before.filter { proposal in
            guard proposal.value(along: cross) == across, let along = proposal.value(along: axis) else {
                return false
            }
            return along > 0 && along.isFinite
        }
        let sizes = shares.map(sizeThatFits)
        guard let size = sizes.first, sizes.allSatisfy({ $0 == size }) else { return nil }
        let placed = sizeThatFits(ProposedViewSize(size))
        guard placed.value(along: axis) == old.size.value(along: axis) else { return nil }
        let offset = Alignment.share(of: across - size.value(along: cross), at: fraction)
        let origin =
            axis == .vertical
            ? Point(x: bounds.origin.x + offset, y: old.origin.y) : Point(x: old.origin.x, y: bounds.origin.y + offset)
        return Rect(origin: origin, size: placed)
    }
}
