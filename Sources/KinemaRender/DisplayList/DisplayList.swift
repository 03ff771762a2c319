import Foundation
import KinemaGeometry

/// What a frame shows, as an ordered list of ``DisplayItem``s: the only thing the view layer hands
/// to rendering.
///
/// A display list is a plain value: equal lists rasterise to equal buffers. Lists compose:
/// a container offsets, clips and fades its children's lists and appends them.
///
/// ```swift
/// var list = DisplayList()
/// list.append(DisplayItem(id: 1, kind: .border(.single, .plain), frame: Rect(x: 0, y: 0, width: 4, height: 3)))
/// list.append(DisplayItem(id: 2, kind: .text("42", .plain), frame: Rect(x: 1, y: 1, width: 2, height: 1)))
/// ```
///
/// Invariants (checked by ``checkInvariants()``): item identities are unique.
public struct DisplayList: Hashable, Sendable {
    /// The items, in list order (drawing order is by ``DisplayItem/zIndex``, then list order).
    public var items: [DisplayItem]

    /// A list of `items`.
    public init(_ items: [DisplayItem] = []) {
        self.items = items
    }

    /// Adds one item at the end.
    public mutating func append(_ item: DisplayItem) {
        items.append(item)
    }

    /// Adds another list's items at the end.
    public mutating func append(contentsOf other: DisplayList) {
        items.append(contentsOf: other.items)
    }

    /// Whether the list draws nothing.
    public var isEmpty: Bool { items.isEmpty }

    /// Every item moved by `dx`, `dy` on screen: frames and clips move; an item with a transform
    /// keeps its frame and has the move appended to its transform; clip shapes move too.
    public func offsetBy(dx: Double, dy: Double) -> DisplayList {
        let move = ProjectionTransform(CGAffineTransform(translationX: dx, y: dy))
        return DisplayList(items.map { item in
            var moved = item
            if item.isTranslationOnly {
                moved.frame = item.frame.movedBy(dx: dx, dy: dy)
            } else {
                moved.transform = item.transform.concatenating(move)
            }
            moved.clip = item.clip?.movedBy(dx: dx, dy: dy)
            for index in moved.clipShapes.indices {
                moved.clipShapes[index].transform = moved.clipShapes[index].transform.concatenating(move)
            }
            return moved
        })
    }

    /// Every item additionally clipped to `rect`.
    public func clipped(to rect: Rect) -> DisplayList {
        DisplayList(items.map { item in
            var clipped = item
            clipped.clip = item.clip.map { $0.clipped(to: rect) } ?? rect
            return clipped
        })
    }

    /// Every item's opacity multiplied by `opacity`.
    public func multiplyingOpacity(by opacity: Double) -> DisplayList {
        DisplayList(items.map { item in
            var faded = item
            faded.opacity = item.effectiveOpacity * (opacity.isNaN ? 1 : opacity)
            return faded
        })
    }

    /// Item indices in drawing order: ascending ``DisplayItem/zIndex``, ties in list order.
    ///
    /// - Complexity: O(n) when the list is already in order, O(n log n) otherwise.
    public var drawingOrder: [Int] {
        // NaN would break the sort's ordering, so it draws as 0.
        func z(_ index: Int) -> Double { items[index].zIndex.isNaN ? 0 : items[index].zIndex }
        let isOrdered = items.indices.dropFirst().allSatisfy { z($0 - 1) <= z($0) }
        if isOrdered { return Array(items.indices) }
        return items.indices.sorted { a, b in z(a) != z(b) ? z(a) < z(b) : a < b }
    }

    /// Whether list order already is drawing order (zIndex never decreases).
    var isInDrawingOrder: Bool {
        var previous = -Double.infinity
        for item in items {
            let z = item.zIndex.isNaN ? 0 : item.zIndex
            if z < previous { return false }
            previous = z
        }
        return true
    }

    /// Traps when two items share an identity.
    public func checkInvariants() {
        var seen = Set<DisplayItem.ID>()
        for item in items {
            precondition(seen.insert(item.id).inserted, "display item id \(item.id) appears twice")
        }
    }
}
