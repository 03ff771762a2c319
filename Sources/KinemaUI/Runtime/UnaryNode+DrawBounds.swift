import KinemaGeometry

/// Drawn bounds: each unary node caches a conservative bound of what its subtree may draw, so
/// containers skip subtrees that cannot show on screen.
///
/// A bound is dropped (`invalidateDrawBounds()`) when something that moves or grows drawing changes:
/// the presented frame, an offset, scale or shadow, a text's content, the subviews themselves. The
/// drop walks up to the first ancestor whose bound is already dropped, telling each container which
/// of its subviews changed, so a change costs O(depth) and the next frame recomputes only the
/// bounds on changed paths.
extension UnaryNode {
    /// The cached drawn bound, recomputed when stale.
    var drawBounds: Rect {
        if let cachedDrawBounds { return cachedDrawBounds }
        let bounds = computeDrawBounds()
        cachedDrawBounds = bounds
        return bounds
    }

    /// The union of the children's subviews' drawn bounds (empty at the presented frame's origin
    /// when there are none).
    var contentDrawBounds: Rect {
        var bounds: Rect?
        for child in children { child.formSubviewDrawBounds(&bounds) }
        for removal in disappearing { removal.node.formSubviewDrawBounds(&bounds) }
        return bounds ?? Rect(origin: presentedFrame.origin, size: .zero)
    }

    /// Drops this node's drawn bound and those of its unary ancestors, reporting each dropped node
    /// to its container.
    func invalidateDrawBounds() {
        // Already stale: every ancestor is too, and this node was reported when it was dropped.
        guard cachedDrawBounds != nil else { return }
        cachedDrawBounds = nil
        var subview = self
        // A disappearing view is not among its container's indexed subviews: the container only
        // covers it in its own bound, recomputed when dropped.
        var viaDisappearing = isDisappearing
        var node = parent
        while let current = node {
            if let container = current as? UnaryNode {
                if !viaDisappearing { container.subviewDrawBoundsChanged(subview) }
                guard container.cachedDrawBounds != nil else { return }
                container.cachedDrawBounds = nil
                subview = container
                viaDisappearing = container.isDisappearing
            } else if current.isDisappearing {
                viaDisappearing = true
            }
            node = current.parent
        }
    }
}

extension Rect {
    /// The smallest rectangle covering both, counting empty rectangles as the points or lines they
    /// are (unlike `union`, which ignores them): a zero-size view still has a place on screen.
    func covering(_ other: Rect) -> Rect {
        let a = standardized
        let b = other.standardized
        let x0 = min(a.minX, b.minX)
        let y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }
}
