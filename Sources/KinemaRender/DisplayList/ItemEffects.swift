import Foundation

/// The effects a display item or a view's drawing context rarely carries — clip shapes, a colour
/// filter, a blur — stored out of line, so that the common item (none of them) stays small and is
/// copied cheaply.
///
/// A display item is copied several times per frame (recorded, sorted, rasterised) and a drawing
/// context once per view drawn: holding the 64-byte colour matrix, the clip-shape array and the
/// blur inline made draw-heavy frames measurably slower (`kinema-bench ui/animating-views`; see the
/// GesturesAndFocus article of KinemaUI). No effects is `nil` storage; any effect allocates one
/// immutable box, shared by every copy and replaced (never mutated) on a change, so values keep
/// value semantics.
package struct ItemEffects: Hashable, Sendable {
    /// Immutable: a change makes a new box, so sharing one between copies is safe.
    private final class Storage: Sendable {
        let clipShapes: [ClipShape]
        let colorFilter: ColorMatrix
        let blurRadius: CGFloat

        init(clipShapes: [ClipShape], colorFilter: ColorMatrix, blurRadius: CGFloat) {
            self.clipShapes = clipShapes
            self.colorFilter = colorFilter
            self.blurRadius = blurRadius
        }
    }

    private var storage: Storage?

    /// No effects.
    package init() {}

    /// The given effects (no storage when they are the defaults).
    package init(clipShapes: [ClipShape], colorFilter: ColorMatrix, blurRadius: CGFloat) {
        set(clipShapes: clipShapes, colorFilter: colorFilter, blurRadius: blurRadius)
    }

    /// Whether no effect is set (no clip shape, the identity filter, no blur).
    package var isEmpty: Bool { storage == nil }

    /// Paths that limit drawing to their inside; empty for none.
    package var clipShapes: [ClipShape] {
        get { storage?.clipShapes ?? [] }
        set { set(clipShapes: newValue, colorFilter: colorFilter, blurRadius: blurRadius) }
    }

    /// Applied to every colour drawn.
    package var colorFilter: ColorMatrix {
        get { storage?.colorFilter ?? .identity }
        set { set(clipShapes: clipShapes, colorFilter: newValue, blurRadius: blurRadius) }
    }

    /// The blur, in columns.
    package var blurRadius: CGFloat {
        get { storage?.blurRadius ?? 0 }
        set { set(clipShapes: clipShapes, colorFilter: colorFilter, blurRadius: newValue) }
    }

    private mutating func set(clipShapes: [ClipShape], colorFilter: ColorMatrix, blurRadius: CGFloat) {
        // `== 0` is false for NaN, so a NaN radius is kept (and drawn as none, as before).
        if clipShapes.isEmpty && colorFilter == .identity && blurRadius == 0 {
            storage = nil
        } else {
            storage = Storage(clipShapes: clipShapes, colorFilter: colorFilter, blurRadius: blurRadius)
        }
    }

    package static func == (lhs: ItemEffects, rhs: ItemEffects) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.clipShapes == rhs.clipShapes && lhs.colorFilter == rhs.colorFilter
            && lhs.blurRadius == rhs.blurRadius
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(clipShapes)
        hasher.combine(colorFilter)
        hasher.combine(blurRadius)
    }
}
