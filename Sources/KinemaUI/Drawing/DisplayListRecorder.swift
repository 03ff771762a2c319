import Foundation
import KinemaGeometry
import KinemaRender

/// Collects the display list of one frame, and what input needs from it: the hit-testable regions
/// (every item drawn, in drawing order, unless hit testing is off), the views that can take focus,
/// the key handlers and whether some view wants hover.
///
/// Item ids are derived from the drawing node's serial and the item's index within that node, so an item
/// keeps its id from frame to frame while its view exists. An item that does not fit that scheme
/// (a node's 65,537th item in a frame, or a serial beyond 2⁴⁷) gets an id from a separate
/// namespace (top bit set, numbered in drawing order), so ids never collide.
@MainActor
struct DisplayListRecorder {
    private(set) var list = DisplayList()
    private(set) var hitRegions: [HitRegion] = []
    /// Views that can take keyboard focus, in drawing (tree) order.
    private(set) var focusables: [ViewNode] = []
    /// Hover handlers drawn this frame.
    private(set) var hoverHandlerCount = 0
    /// `onKeyPress` handlers, each after the handlers inside it (innermost first, then in tree
    /// order).
    private(set) var keyHandlers: [ViewNode] = []
    /// Controls with a keyboard shortcut, in drawing order.
    private(set) var shortcuts: [(shortcut: KeyboardShortcut, node: any FocusableNode)] = []
    private var nextIndex: [UInt64: UInt64] = [:]
    /// Items given an id from the overflow namespace this frame.
    private var overflowCount: UInt64 = 0

    /// Appends an item drawn by `node` in `frame` (the node's coordinates, transformed by
    /// `context`). Unless `isHitTestable` is false (shadows), `context` turns hit testing off or the
    /// item is a clear fill, it is also a region a press can land on, belonging to `node`.
    mutating func append(
        _ kind: DisplayItem.Kind, frame: Rect, node: ViewNode, context: DrawContext,
        isHitTestable: Bool = true
    ) {
        guard context.opacity > 0 else { return }
        let index = takeNextIndex(of: node)
        let screenFrame = context.apply(frame)
        var item = DisplayItem(
            id: DisplayItem.ID(rawValue: itemID(serial: node.serial, index: index)), kind: kind,
            frame: screenFrame, clip: context.clip, zIndex: context.zIndex, opacity: context.opacity,
            effects: context.effects)
        if case .path(var drawing) = kind {
            // A path carries the whole transform itself; its frame (a bound on screen) only orders it.
            drawing.transform = drawing.transform.concatenating(context.transform)
            item.kind = .path(drawing)
        } else if !context.isAxisAligned {
            // Turned or projected: the rasteriser applies the transform to the item as laid out.
            item.frame = frame
            item.transform = context.transform
        }
        list.append(item)
        if isHitTestable && context.allowsHitTesting && !Self.isInvisible(kind) {
            addRegion(frame, node: node, context: context)
        }
    }

    /// Appends an item drawn into another recorder (already on screen, with its effects) as one of
    /// `node`'s items; it is not hit-testable.
    mutating func appendDrawn(_ item: DisplayItem, node: ViewNode) {
        let index = takeNextIndex(of: node)
        var item = item
        item.id = DisplayItem.ID(rawValue: itemID(serial: node.serial, index: index))
        list.append(item)
    }

    /// The index of `node`'s next item this frame, counted up (one hash lookup).
    private mutating func takeNextIndex(of node: ViewNode) -> UInt64 {
        var index: UInt64 = 0
        nextIndex[node.serial, default: 0].swapAndIncrement(into: &index)
        return index
    }

    /// `serial << 16 | index` — 16 bits of item index per node, as a node draws a handful of items
    /// — or, when that would overflow into another node's ids, the next id of the overflow namespace.
    private mutating func itemID(serial: UInt64, index: UInt64) -> UInt64 {
        let overflowBit: UInt64 = 1 << 63
        if index < 1 << 16 && serial < 1 << 47 { return serial << 16 | index }
        defer { overflowCount += 1 }
        return overflowBit | overflowCount
    }

    /// A fully transparent fill (`Color.clear`) draws nothing a press could land on, as in SwiftUI.
    private static func isInvisible(_ kind: DisplayItem.Kind) -> Bool {
        if case .fill(let color) = kind { return color.opacity == 0 }
        return false
    }

    /// Empties the recorder for the next frame, keeping its storage (a frame allocates nothing for
    /// the arrays once they have grown to the usual size).
    mutating func removeAll() {
        list.items.removeAll(keepingCapacity: true)
        hitRegions.removeAll(keepingCapacity: true)
        focusables.removeAll(keepingCapacity: true)
        keyHandlers.removeAll(keepingCapacity: true)
        shortcuts.removeAll(keepingCapacity: true)
        hoverHandlerCount = 0
        nextIndex.removeAll(keepingCapacity: true)
        overflowCount = 0
    }

    /// Converts every item from layout units to cells, a cell being `cellSize` layout units (points
    /// mode's host-level scale `S` from points to cells): frames and clips are divided by the cell
    /// size; an item's transform `T` becomes `S⁻¹` then `T` then `S` (it maps cell geometry as `T`
    /// mapped points); a path's and a clip shape's transform is followed by `S`; a blur radius in
    /// points becomes columns. Text keeps one cell per column and a border stays one cell wide: they
    /// only move. Hit regions stay in layout units, like the pointer events.
    mutating func convertToCells(cellSize: Size) {
        let (sx, sy) = (1 / cellSize.width, 1 / cellSize.height)
        let scale = ProjectionTransform(CGAffineTransform(scaleX: sx, y: sy))
        let unscale = ProjectionTransform(CGAffineTransform(scaleX: cellSize.width, y: cellSize.height))
        func scaled(_ rect: Rect) -> Rect {
            Rect(x: rect.origin.x * sx, y: rect.origin.y * sy, width: rect.size.width * sx, height: rect.size.height * sy)
        }
        for index in list.items.indices {
            var item = list.items[index]
            item.frame = scaled(item.frame)
            if let clip = item.clip { item.clip = scaled(clip) }
            // Row vectors (`p × M`): a point in cells goes back to points, through `T`, then to cells.
            if !item.transform.isIdentity {
                item.transform = unscale.concatenating(item.transform).concatenating(scale)
            }
            if case .path(var drawing) = item.kind {
                drawing.transform = drawing.transform.concatenating(scale)
                item.kind = .path(drawing)
            }
            for shape in item.clipShapes.indices {
                item.clipShapes[shape].transform = item.clipShapes[shape].transform.concatenating(scale)
            }
            item.blurRadius *= sx
            list.items[index] = item
        }
    }

    mutating func addFocusable(_ node: ViewNode) { focusables.append(node) }

    mutating func addHoverHandler() { hoverHandlerCount += 1 }

    mutating func addKeyHandler(_ node: ViewNode) { keyHandlers.append(node) }

    mutating func addShortcut(_ shortcut: KeyboardShortcut, for node: any FocusableNode) {
        shortcuts.append((shortcut, node))
    }

    /// Appends an item whose frame is already in screen coordinates (everything of `context` but its
    /// transform applies).
    mutating func appendUntransformed(
        _ kind: DisplayItem.Kind, frame: Rect, node: ViewNode, context: DrawContext
    ) {
        var plain = context
        plain.transform = ProjectionTransform()
        append(kind, frame: frame, node: node, context: plain)
    }

    /// Records that presses over `frame` (the node's coordinates, transformed by `context`) land on
    /// `node`, as if it drew there (`.contentShape`, a button's frame). Fully transparent content is
    /// not drawn, so it is not hit either.
    mutating func addHitRegion(_ frame: Rect, node: ViewNode, context: DrawContext) {
        guard context.opacity > 0, context.allowsHitTesting else { return }
        addRegion(frame, node: node, context: context)
    }

    /// Records `frame` (own coordinates) as drawn under `context`. A turned or projected region is
    /// tested exactly: its screen bound first, then the cell's centre mapped back into `frame`.
    private mutating func addRegion(_ frame: Rect, node: ViewNode, context: DrawContext) {
        var rect = context.apply(frame)
        if let clip = context.clip { rect = rect.clipped(to: clip) }
        // NaN draws as 0 in `DisplayList.drawingOrder`, so it hit-tests as 0 too.
        let zIndex = context.zIndex.isNaN ? 0 : context.zIndex
        var region = HitRegion(frame: rect, node: node, zIndex: zIndex)
        if !context.isAxisAligned {
            var inverse = context.transform
            if inverse.invert() { region.transformed = (frame.standardized, inverse) }
        }
        hitRegions.append(region)
    }
}

/// A rectangle of the last frame where a press lands on `node` (the node that drew there).
@MainActor
struct HitRegion {
    var frame: Rect
    let node: ViewNode
    /// The z-index the node's content is drawn at (never NaN).
    var zIndex: Double = 0
    /// For a region drawn turned or projected: its frame as laid out and the map from the screen
    /// back to it (`frame` is then the bound of the turned frame).
    var transformed: (local: Rect, inverse: ProjectionTransform)?

    /// Whether the centre of the cell of `point` lies inside the turned frame (always, for a region
    /// drawn without a turn).
    func containsTransformed(_ point: Point, cellSize: Size = Size(width: 1, height: 1)) -> Bool {
        guard let transformed else { return true }
        // The centre of the pointer's cell, in layout units (points in points mode).
        let (cw, ch) = (Double(cellSize.width), Double(cellSize.height))
        let centre = CGPoint(
            x: ((Double(point.x) / cw).rounded(.down) + 0.5) * cw, y: ((Double(point.y) / ch).rounded(.down) + 0.5) * ch)
        let local = centre.applying(transformed.inverse)
        let r = transformed.local
        return local.x >= r.minX && local.x < r.maxX && local.y >= r.minY && local.y < r.maxY
    }
}

extension UInt64 {
    /// Stores the current value in `previous` and adds one.
    fileprivate mutating func swapAndIncrement(into previous: inout UInt64) {
        previous = self
        self += 1
    }
}
