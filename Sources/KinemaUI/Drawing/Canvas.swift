import KinemaGeometry
import KinemaRender

/// Collects the display list of one frame, and the regions that react to pointer and focus input.
///
/// Item ids are derived from the drawing node's serial and the item's index within that node, so an item
/// keeps its id from frame to frame while its view exists.
@MainActor
struct Canvas {
    private(set) var list = DisplayList()
    private(set) var hitRegions: [HitRegion] = []
    /// Buttons that can take keyboard focus, in drawing (tree) order.
    private(set) var focusables: [InteractiveNode] = []
    /// `onKeyPress` handlers, in drawing (tree) order.
    private(set) var keyHandlers: [ViewNode] = []
    private var nextIndex: [UInt64: UInt64] = [:]

    mutating func append(_ kind: DisplayItem.Kind, frame: Rect, node: ViewNode, context: DrawContext) {
        guard context.opacity > 0 else { return }
        let index = nextIndex[node.serial, default: 0]
        nextIndex[node.serial] = index + 1
        // 16 bits of item index per node: a node draws at most a handful of items.
        list.append(
            DisplayItem(
                id: DisplayItem.ID(rawValue: node.serial << 16 | index), kind: kind,
                frame: context.apply(frame),
                clip: context.clip, zIndex: context.zIndex, opacity: context.opacity))
    }

    /// Empties the canvas for the next frame, keeping its storage (a frame allocates nothing for
    /// the arrays once they have grown to the usual size).
    mutating func removeAll() {
        list.items.removeAll(keepingCapacity: true)
        hitRegions.removeAll(keepingCapacity: true)
        focusables.removeAll(keepingCapacity: true)
        keyHandlers.removeAll(keepingCapacity: true)
        nextIndex.removeAll(keepingCapacity: true)
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
        if let clip = context.clip { rect = rect.intersection(clip) }
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
