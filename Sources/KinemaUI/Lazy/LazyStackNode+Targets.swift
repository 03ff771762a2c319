import KinemaGeometry

/// Scroll targets and what tests and the bench read.
extension LazyStackNode {
    // MARK: Scroll targets

    /// The row with `id` (a `ForEach` element's id, or a view's `.id(_:)`), if any.
    func row(withID id: AnyHashable) -> Int? { rows.row(withID: id) }

    /// Moves the window so `row` is built at the next layout (a scroll target).
    func prepareRow(_ requestedRow: Int) {
        guard requestedRow >= 0, requestedRow < rows.count else { return }
        let row = line(ofRow: requestedRow)
        if row < first || row > last || ids.isEmpty {
            let position: Double
            if ids.isEmpty {
                position = Double(row) * pitch
            } else if row > last {
                position = windowEnd + spacing + Double(row - last - 1) * pitch
            } else {
                position = windowOrigin - Double(first - row) * pitch
            }
            releaseAll()
            first = row
            windowOrigin = max(position, 0)
        }
        targetRow = row
        invalidate()
    }

    /// The frame of `row` in layout coordinates, when it is built and placed.
    func frameOfRow(_ row: Int) -> Rect? {
        guard row >= first, row <= last else { return nil }
        // A row made by a custom view has a composite node: its frame is its subviews' (as for
        // any scroll target).
        return PendingScrollTarget(kind: .node(children[row - first]), anchor: nil, transaction: nil).frame
    }

    /// The sections of the content.
    var sectionSpans: [LazyRows.SectionSpan] { rows.sections }

    /// Rows built now.
    var builtRowCount: Int { children.count }
    /// The first built row.
    var firstBuiltRow: Int { first }
}

extension LazyStackNode: ScrollTargetContainer {
    func scrollTargets(along axis: Axis, into targets: inout [ScrollTargetFrame]) {
        let count = min(ids.count, children.count)
        for index in 0..<count {
            guard let unary = children[index] as? UnaryNode, let frame = unary.modelFrame else { continue }
            targets.append(ScrollTargetFrame(id: rows.targetID(at: first + index), frame: frame))
        }
    }

    func alignedEdge(near position: Double, along axis: Axis, direction: Int) -> Double? {
        guard axis == self.axis, let frame = modelFrame, rows.count > 0 else { return nil }
        let origin = frame.minValue(along: axis)
        let relative = position - origin
        // Built rows: their measured starts; beyond the window: the estimate's.
        var edges: [Double] = []
        edges.reserveCapacity(ids.count + 2)
        if first > 0 { edges.append(windowOrigin - pitch) }
        var start = windowOrigin
        for extent in extents {
            edges.append(start)
            start += extent + spacing
        }
        if last < rows.count - 1 { edges.append(start) }
        if !ids.isEmpty && relative >= edges[0] - pitch && relative <= (edges.last ?? 0) + pitch {
            return nearestEdge(edges, relative, direction).map { $0 + origin }
        }
        // Far from the window: rows at the estimate's pitch.
        let pitch = max(self.pitch, 1e-6)
        let (index, rowStart) = estimatedRow(at: max(relative, 0))
        var edge = rowStart
        switch direction {
        case 1: if edge <= relative + 1e-6, index < rows.count - 1 { edge += pitch }
        case -1: if edge >= relative - 1e-6, index > 0 { edge -= pitch }
        default: if relative - edge > pitch / 2, index < rows.count - 1 { edge += pitch }
        }
        return edge + origin
    }
}
