import KinemaGeometry

/// What a layout container knows about where its subviews draw, so a frame visits only the
/// subviews that can show on screen.
///
/// For a stack, the subviews' presented frames follow each other along the axis; the index keeps
/// their extents along it (`starts`, `ends`) and the largest amount any subview's drawn bound
/// reaches past its frame along the axis (`overhang`: offsets, shadows, scaling). The visible
/// subviews are then found by binary search, widened by the overhang. When the extents are not
/// monotonic (a layout animation crossing subviews, a custom or overlay layout), every subview is a
/// candidate and is checked against its own bound.
///
/// The index is rebuilt (O(subviews)) after the subview list changed or the container re-placed
/// every subview; otherwise each subview that reported a changed bound is re-read (O(changed)).
/// `overhang` and `contentBounds` only grow between rebuilds: they stay conservative.
///
/// Invariants:
/// - when valid, `starts.count == ends.count == subviews.count` and `subviews[i].containerIndex == i`;
/// - when valid and `isMonotonic`, `starts` and `ends` are non-decreasing;
/// - every subview's drawn bound lies within `contentBounds`, and reaches at most `overhang` past
///   `starts[i]…ends[i]` along the axis.
@MainActor
struct SubviewDrawIndex {
    /// The axis the subviews follow each other on; `nil` for layouts without an order.
    let axis: Axis?
    private(set) var isValid = false
    private var subviews: [UnaryNode] = []
    private var starts: [Double] = []
    private var ends: [Double] = []
    private var isMonotonic = false
    private var overhang = 0.0
    private(set) var contentBounds: Rect?
    private var changed: [UnaryNode] = []

    init(axis: Axis?) { self.axis = axis }

    /// Forgets everything; the next ``refresh(subviews:)`` rebuilds.
    mutating func invalidate() {
        isValid = false
        changed.removeAll(keepingCapacity: true)
    }

    /// Records that `subview` dropped its drawn bound.
    mutating func noteChanged(_ subview: UnaryNode) {
        if isValid { changed.append(subview) }
    }

    /// Brings the index up to date with `nodes` (the container's subviews, all unary).
    mutating func refresh(subviews nodes: [ViewNode]) {
        if isValid {
            applyChanges()
        }
        if !isValid {
            rebuild(nodes)
        }
    }

    private mutating func rebuild(_ nodes: [ViewNode]) {
        subviews = nodes.map { $0 as! UnaryNode }
        starts.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        overhang = 0
        contentBounds = nil
        isMonotonic = axis != nil
        for (index, subview) in subviews.enumerated() {
            subview.containerIndex = index
            let (start, end) = extent(of: subview)
            if !start.isFinite || !end.isFinite {
                isMonotonic = false
            } else if let last = ends.last, start < starts[starts.count - 1] || end < last {
                isMonotonic = false
            }
            starts.append(start)
            ends.append(end)
            include(subview, start: start, end: end)
        }
        changed.removeAll(keepingCapacity: true)
        isValid = true
    }

    private mutating func applyChanges() {
        for subview in changed {
            let index = subview.containerIndex
            guard !subview.isRemoved, index >= 0, index < subviews.count, subviews[index] === subview else {
                isValid = false
                return
            }
            let (start, end) = extent(of: subview)
            starts[index] = start
            ends[index] = end
            if !start.isFinite || !end.isFinite
                || (index > 0 && (start < starts[index - 1] || end < ends[index - 1]))
                || (index + 1 < subviews.count && (starts[index + 1] < start || ends[index + 1] < end))
            {
                isMonotonic = false
            }
            include(subview, start: start, end: end)
        }
        changed.removeAll(keepingCapacity: true)
    }

    /// Widens `contentBounds` and `overhang` to cover `subview`'s drawn bound.
    private mutating func include(_ subview: UnaryNode, start: Double, end: Double) {
        let bounds = subview.drawBounds
        contentBounds = contentBounds.map { $0.covering(bounds) } ?? bounds
        guard let axis else { return }
        let drawn = bounds.standardized
        let reach = max(start - drawn.minimum(along: axis), drawn.maximum(along: axis) - end, 0)
        // NaN reach (a NaN bound) must not be lost by `max`: it makes the order unusable.
        if reach.isNaN { isMonotonic = false } else { overhang = max(overhang, reach) }
    }

    private func extent(of subview: UnaryNode) -> (Double, Double) {
        guard let axis else { return (0, 0) }
        let frame = subview.presentedFrame.standardized
        return (frame.minimum(along: axis), frame.maximum(along: axis))
    }

    /// The subviews (by index) that may show inside `visible` (the container's coordinates);
    /// every subview when there is no usable order or no screen.
    func candidates(visible: Rect?) -> Range<Int> {
        guard let axis, isMonotonic, let visible else { return 0..<subviews.count }
        let low = visible.minimum(along: axis) - overhang
        let high = visible.maximum(along: axis) + overhang
        guard low.isFinite, high.isFinite else { return 0..<subviews.count }
        // First subview ending at or after `low`; first one starting after `high`.
        let first = partitionPoint(ends) { $0 >= low }
        let last = partitionPoint(starts) { $0 > high }
        return first..<max(first, last)
    }

    /// The first index whose element satisfies `predicate`, which is false then true along `values`.
    private func partitionPoint(_ values: [Double], _ predicate: (Double) -> Bool) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if predicate(values[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    func checkInvariants() {
        guard isValid else { return }
        precondition(starts.count == subviews.count && ends.count == subviews.count, "index size")
        for (index, subview) in subviews.enumerated() {
            precondition(subview.containerIndex == index, "subview \(index) has index \(subview.containerIndex)")
        }
        if isMonotonic {
            precondition(zip(starts, starts.dropFirst()).allSatisfy { $0 <= $1 }, "starts not monotonic")
            precondition(zip(ends, ends.dropFirst()).allSatisfy { $0 <= $1 }, "ends not monotonic")
        }
        // Reported changes are folded in on the next refresh; until then a bound may exceed these.
        guard changed.isEmpty else { return }
        for (index, subview) in subviews.enumerated() {
            // Only cached bounds: checking must not compute (and so cache) anything.
            guard let bounds = subview.cachedDrawBounds, Self.isFinite(bounds) else { continue }
            checkCovers(bounds, index: index)
        }
    }

    /// Traps unless `bounds` (subview `index`'s drawn bound) lies within `contentBounds` and within
    /// `overhang` of the subview's extent along the axis.
    private func checkCovers(_ bounds: Rect, index: Int) {
        let tolerance = 1e-9
        let drawn = bounds.standardized
        let content = contentBounds?.standardized
        precondition(
            content.map {
                drawn.minX >= $0.minX - tolerance && drawn.maxX <= $0.maxX + tolerance
                    && drawn.minY >= $0.minY - tolerance && drawn.maxY <= $0.maxY + tolerance
            } ?? false,
            "subview \(index) draws at \(drawn), outside contentBounds \(String(describing: content))")
        guard let axis, isMonotonic else { return }
        precondition(
            starts[index] - drawn.minimum(along: axis) <= overhang + tolerance
                && drawn.maximum(along: axis) - ends[index] <= overhang + tolerance,
            "subview \(index) draws at \(drawn), more than overhang \(overhang) past its extent")
    }

    private static func isFinite(_ rect: Rect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
    }
}

extension Rect {
    /// The smaller coordinate along `axis`.
    func minimum(along axis: Axis) -> Double { axis == .horizontal ? minX : minY }
    /// The larger coordinate along `axis`.
    func maximum(along axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }
}
