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
        presentedFrame.covering(contentDrawBounds).covering(shadowFrame)
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        let geometry = geometrySlot.presented ?? shadow.geometry
        let frame = shadowFrame
        let isHidden = geometry.radius == 0 && geometry.x == 0 && geometry.y == 0
        if !isHidden && frame.size.width > 0 && frame.size.height > 0 {
            recorder.append(
                .fill(colorSlot.presented ?? shadow.color), frame: frame, node: self,
                context: context.fading(by: 0.5), isHitTestable: false)
        }
        content?.drawIfVisible(into: &recorder, context: context)
    }
}
