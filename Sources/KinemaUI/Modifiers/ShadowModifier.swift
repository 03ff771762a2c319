import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// A shadow that makes sense in cells: a fill in `color` behind the view, moved by `x`, `y` cells and
/// grown by `radius` cells on every side, at half opacity (so it tints what lies beneath). Colour,
/// radius and offset are animatable.
public struct _ShadowModifier: ViewModifier, PrimitiveModifier, Equatable {
    let color: Color
    let geometry: ShadowGeometry

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        ShadowNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// The animatable numbers of a shadow.
struct ShadowGeometry: Animatable, Equatable {
    var radius: Double
    var x: Double
    var y: Double

    var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
        get { AnimatablePair(radius, AnimatablePair(x, y)) }
        set {
            radius = newValue.first
            x = newValue.second.first
            y = newValue.second.second
        }
    }
}

extension View {
    /// Draws a shadow behind the view: `color` at half opacity, grown by `radius` and moved by `x`,
    /// `y` (layout units: cells, or points in points mode).
    ///
    /// SwiftUI's signature and defaults: the shadow sits right behind the view (`x` and `y` 0) and
    /// only `radius` is required. A terminal cannot blur, so the radius grows the shadow's rectangle
    /// instead (a negative or NaN radius means 0). The default colour is ANSI bright black (grey) where
    /// SwiftUI uses translucent black: a terminal does not know its own background, and grey shows
    /// on light and dark ones alike.
    public func shadow(
        color: Color = .ansiBrightBlack, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    )
        -> ModifiedContent<Self, _ShadowModifier>
    {
        let geometry = ShadowGeometry(
            radius: max(CellCount.length(radius, nanAs: 0), 0), x: CellCount.length(x, nanAs: 0),
            y: CellCount.length(y, nanAs: 0))
        return modifier(_ShadowModifier(color: color, geometry: geometry))
    }
}

final class ShadowNode: ModifierNode {
    private var shadow = _ShadowModifier(color: .default, geometry: ShadowGeometry(radius: 0, x: 0, y: 0))
    private var geometrySlot = AnimatableSlot<ShadowGeometry>()
    private var colorSlot = ColorSlot()

    override func update(modifier: any ViewModifier) {
        let shadow = modifier as! _ShadowModifier
        if shadow != self.shadow {
            self.shadow = shadow
            invalidateCommit()
        }
    }

    override func commit(transaction: Transaction) -> Bool {
        invalidateDrawBounds()
        let moves = geometrySlot.set(shadow.geometry, transaction: transaction, at: runtime.time)
        let fades = colorSlot.set(shadow.color, transaction: transaction, at: runtime.time)
        return moves || fades
    }

    override func advanceOwnAnimations(to time: Double) -> Bool {
        invalidateDrawBounds()
        let moves = geometrySlot.advance(to: time)
        let fades = colorSlot.advance(to: time)
        return moves || fades
    }

    override func nextOwnAnimationChange(after time: Double) -> Double {
        min(geometrySlot.nextChange(after: time), colorSlot.nextChange(after: time))
    }

    override func removeOwnAnimations() {
        geometrySlot.removeAnimation()
        colorSlot.removeAnimation()
    }

    /// Where the shadow is drawn: the presented frame moved and grown by the presented geometry.
    private var shadowFrame: Rect {
        let geometry = geometrySlot.presented ?? shadow.geometry
        return presentedFrame.movedBy(dx: geometry.x, dy: geometry.y).inset(
            by: EdgeInsets(all: -geometry.radius))
    }

    override func computeDrawBounds() -> Rect {
        // A blurred silhouette spreads up to about three radii past the moved shapes.
        let geometry = geometrySlot.presented ?? shadow.geometry
        let spread = shadowFrame.insetBy(dx: -2 * geometry.radius, dy: -geometry.radius)
        return presentedFrame.covering(contentDrawBounds).covering(spread)
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        let geometry = geometrySlot.presented ?? shadow.geometry
        let isHidden = geometry.radius == 0 && geometry.x == 0 && geometry.y == 0
        if !isHidden { drawShadow(geometry, into: &recorder, context: context) }
        content?.drawIfVisible(into: &recorder, context: context)
    }

    /// Shapes cast the shadow of their outline, as in SwiftUI: the content's paths and fills are
    /// drawn again, moved, in the shadow's colour at half opacity and blurred by the radius.
    /// Content without shapes (text on a fill, as most cell views) casts the grown rectangle.
    private func drawShadow(
        _ geometry: ShadowGeometry, into recorder: inout DisplayListRecorder, context: DrawContext
    ) {
        let color = colorSlot.presented ?? shadow.color
        var silhouette = context.translated(dx: geometry.x, dy: geometry.y).fading(by: 0.5)
        silhouette = silhouette.filtered(by: Self.silhouetteFilter(color)).blurred(
            by: CGFloat(geometry.radius))
        var scratch = DisplayListRecorder()
        content?.drawIfVisible(into: &scratch, context: silhouette)
        let hasShapes = scratch.list.items.contains { item in
            if case .path = item.kind { return true }
            return false
        }
        if hasShapes {
            for item in scratch.list.items {
                switch item.kind {
                case .path, .fill: recorder.appendDrawn(item, node: self)
                case .text, .border: continue
                }
            }
            return
        }
        let frame = shadowFrame
        guard frame.size.width > 0 && frame.size.height > 0 else { return }
        recorder.append(
            .fill(color), frame: frame, node: self, context: context.fading(by: 0.5), isHitTestable: false)
    }

    /// Paints every colour in `color` (keeping each colour's opacity times `color`'s).
    static func silhouetteFilter(_ color: Color) -> ColorMatrix {
        let c = color.components ?? (0.5, 0.5, 0.5)
        return ColorMatrix(
            red: [0, 0, 0, Float(c.red)], green: [0, 0, 0, Float(c.green)], blue: [0, 0, 0, Float(c.blue)],
            opacity: Float(color.opacity))
    }
}
