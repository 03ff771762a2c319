import KinemaGeometry
import KinemaRender

/// Collects the display list of one frame, and the regions that react to pointer and focus input.
///
/// Item ids are derived from the drawing node's serial and the item's index within that node, so an item
/// keeps its id from frame to frame while its view exists. An item that does not fit that scheme
/// (a node's 65,537th item in a frame, or a serial beyond 2⁴⁷) gets an id from a separate
/// namespace (top bit set, numbered in drawing order), so ids never collide.
@MainActor
struct Canvas {
    private(set) var list = DisplayList()
    private(set) var hitRegions: [HitRegion] = []
    /// Buttons that can take keyboard focus, in drawing (tree) order.
    private(set) var focusables: [InteractiveNode] = []
    /// `onKeyPress` handlers, in drawing (tree) order.
    private(set) var keyHandlers: [ViewNode] = []
    private var nextIndex: [UInt64: UInt64] = [:]
    /// Items given an id from the overflow namespace this frame.
    private var overflowCount: UInt64 = 0

    mutating func append(_ kind: DisplayItem.Kind, frame: Rect, node: ViewNode, context: DrawContext) {
        guard context.opacity > 0 else { return }
        let index = nextIndex[node.serial, default: 0]
        nextIndex[node.serial] = index + 1
        list.append(
            DisplayItem(
                id: DisplayItem.ID(rawValue: itemID(serial: node.serial, index: index)), kind: kind,
                frame: context.apply(frame),
                clip: context.clip, zIndex: context.zIndex, opacity: context.opacity))
    }

    /// `serial << 16 | index` — 16 bits of item index per node, as a node draws a handful of items
    /// — or, when that would overflow into another node's ids, the next id of the overflow namespace.
    private mutating func itemID(serial: UInt64, index: UInt64) -> UInt64 {
        let overflowBit: UInt64 = 1 << 63
        if index < 1 << 16 && serial < 1 << 47 { return serial << 16 | index }
        defer { overflowCount += 1 }
        return overflowBit | overflowCount
    }

    /// Empties the canvas for the next frame, keeping its storage (a frame allocates nothing for
    /// the arrays once they have grown to the usual size).
    mutating func removeAll() {
        list.items.removeAll(keepingCapacity: true)
        hitRegions.removeAll(keepingCapacity: true)
        focusables.removeAll(keepingCapacity: true)
        keyHandlers.removeAll(keepingCapacity: true)
        nextIndex.removeAll(keepingCapacity: true)
        overflowCount = 0
    }

    mutating func addFocusable(_ node: InteractiveNode) { focusables.append(node) }

    mutating func addKeyHandler(_ node: ViewNode) { keyHandlers.append(node) }

    /// Appends an item whose frame is already in screen coordinates (only clip, opacity and z-index
    /// of `context` apply).
    mutating func appendUntransformed(
        _ kind: DisplayItem.Kind, frame: Rect, node: ViewNode, context: DrawContext
    ) {
        var plain = DrawContext()
        plain.opacity = context.opacity
        plain.clip = context.clip
        plain.zIndex = context.zIndex
        append(kind, frame: frame, node: node, context: plain)
    }

    /// Records that `node` reacts to input over `frame` (transformed by `context`), at the z-index it
    /// is drawn at. Fully transparent content is not drawn, so it is not hit either.
    mutating func addHitRegion(_ frame: Rect, node: InteractiveNode, context: DrawContext) {
        guard context.opacity > 0 else { return }
        var rect = context.apply(frame)
        if let clip = context.clip { rect = rect.clipped(to: clip) }
        // NaN draws as 0 in `DisplayList.drawingOrder`, so it hit-tests as 0 too.
        let zIndex = context.zIndex.isNaN ? 0 : context.zIndex
        hitRegions.append(HitRegion(frame: rect, node: node, zIndex: zIndex))
    }
}

/// A rectangle of the presented frame that belongs to an input-handling node.
@MainActor
struct HitRegion {
    var frame: Rect
    let node: InteractiveNode
    /// The z-index the node's content is drawn at (never NaN).
    var zIndex: Double = 0
}
