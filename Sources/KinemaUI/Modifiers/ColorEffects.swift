import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// A colour effect or blur on the drawn view (`.brightness`, `.contrast`, `.saturation`,
/// `.grayscale`, `.hueRotation`, `.colorMultiply`, `.colorInvert`, `.blur`). The amount animates.
///
/// Colour effects filter every colour the subtree draws — shapes, gradients, fills, text and
/// borders — with SwiftUI's formulas (see `ColorMatrix` in KinemaRender); they do not change what
/// lies beneath. Nested effects apply innermost first.
public struct _ColorEffect: ViewModifier, PrimitiveModifier, Equatable {
    enum Kind: Equatable {
        case brightness, contrast, saturation, grayscale, hueRotation, blur
        case colorMultiply(Color)
        case colorInvert
    }

    let kind: Kind
    /// The amount (radians for a hue rotation, columns for a blur).
    let amount: Double

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        ColorEffectNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Brightens (positive, up to 1 = white) or darkens (negative) every colour the view draws.
    public func brightness(_ amount: Double) -> ModifiedContent<Self, _ColorEffect> {
        colorEffect(.brightness, amount, nanAs: 0)
    }

    /// Scales colours' distance from mid grey: 1 unchanged, 0 grey, negative inverts.
    public func contrast(_ amount: Double) -> ModifiedContent<Self, _ColorEffect> {
        colorEffect(.contrast, amount, nanAs: 1)
    }

    /// Scales colours' saturation: 0 grey, 1 unchanged, above 1 more vivid.
    public func saturation(_ amount: Double) -> ModifiedContent<Self, _ColorEffect> {
        colorEffect(.saturation, amount, nanAs: 1)
    }

    /// Removes colour: 0 unchanged, 1 fully grey (clamped to 0…1).
    public func grayscale(_ amount: Double) -> ModifiedContent<Self, _ColorEffect> {
        colorEffect(.grayscale, amount.isNaN ? 0 : min(max(amount, 0), 1), nanAs: 0)
    }

    /// Turns every colour's hue by `angle`.
    public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _ColorEffect> {
        colorEffect(.hueRotation, angle.radians, nanAs: 0)
    }

    /// Multiplies every colour the view draws by `color` (white changes nothing).
    public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _ColorEffect> {
        modifier(_ColorEffect(kind: .colorMultiply(color), amount: 1))
    }

    /// Inverts every colour the view draws.
    public func colorInvert() -> ModifiedContent<Self, _ColorEffect> {
        modifier(_ColorEffect(kind: .colorInvert, amount: 1))
    }

    /// Blurs the view by `radius` columns (a row counts as two).
    ///
    /// A terminal cannot blur glyphs: shapes and fills are blurred below the cell (their sub-cell
    /// coverage is spread by a box filter applied twice, close to a Gaussian of that radius), and
    /// text and borders fade instead, to `1 / (1 + radius)` of their opacity. Radii above 8 blur as
    /// 8, so a radius of 10⁹ costs what 8 does; NaN and negative radii blur nothing. `opaque` is
    /// accepted for SwiftUI code: a terminal blur never makes the view's edges transparent to begin
    /// with, so both values draw the same.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _ColorEffect> {
        let radius = radius.isNaN || radius < 0 ? 0 : min(radius, DisplayItem.maximumBlurRadius)
        return modifier(_ColorEffect(kind: .blur, amount: radius))
    }

    private func colorEffect(
        _ kind: _ColorEffect.Kind, _ amount: Double, nanAs fallback: Double
    ) -> ModifiedContent<Self, _ColorEffect> {
        // Bounded, so an animation toward a huge value cannot overflow a colour channel.
        let value = amount.isNaN ? fallback : min(max(amount, -1e6), 1e6)
        return modifier(_ColorEffect(kind: kind, amount: value))
    }
}

final class ColorEffectNode: ModifierNode {
    private var kind: _ColorEffect.Kind?
    private var amount = 0.0
    private var amountSlot = AnimatableSlot<Double>()
    private var colorSlot = ColorSlot()

    override func update(modifier: any ViewModifier) {
        let effect = modifier as! _ColorEffect
        if effect.kind != kind || effect.amount != amount || needsCommit {
            if let kind, Self.family(kind) != Self.family(effect.kind) {
                removeOwnAnimations()
                amountSlot = AnimatableSlot()
                colorSlot = ColorSlot()
            }
            kind = effect.kind
            amount = effect.amount
            invalidateCommit()
        }
    }

    /// Kinds whose amounts mean the same thing, so a change between them animates.
    private static func family(_ kind: _ColorEffect.Kind) -> Int {
        switch kind {
        case .brightness: 0
        case .contrast: 1
        case .saturation: 2
        case .grayscale: 3
        case .hueRotation: 4
        case .blur: 5
        case .colorMultiply: 6
        case .colorInvert: 7
        }
    }

    override func commit(transaction: Transaction) -> Bool {
        if kind == .blur { invalidateDrawBounds() }
        let moves = amountSlot.set(amount, transaction: transaction, at: runtime.time)
        if case .colorMultiply(let color) = kind {
            return colorSlot.set(color, transaction: transaction, at: runtime.time) || moves
        }
        return moves
    }

    override func advanceOwnAnimations(to time: Double) -> Bool {
        if kind == .blur, amountSlot.isAnimating { invalidateDrawBounds() }
        let moves = amountSlot.advance(to: time)
        return colorSlot.advance(to: time) || moves
    }

    override func removeOwnAnimations() {
        amountSlot.removeAnimation()
        colorSlot.removeAnimation()
    }

    override func computeDrawBounds() -> Rect {
        let bounds = presentedFrame.covering(contentDrawBounds)
        guard kind == .blur else { return bounds }
        // A blur spreads coverage by up to about three radii (two box passes) each way.
        let reach = 3 * (amountSlot.presented ?? amount)
        return bounds.insetBy(dx: -reach, dy: -reach / Double(CellAspect.ratio))
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        content?.drawIfVisible(into: &recorder, context: effectContext(context))
    }

    private func effectContext(_ context: DrawContext) -> DrawContext {
        guard let kind else { return context }
        let value = amountSlot.presented ?? amount
        switch kind {
        case .brightness: return context.filtered(by: .brightness(value))
        case .contrast: return context.filtered(by: .contrast(value))
        case .saturation: return context.filtered(by: .saturation(value))
        case .grayscale: return context.filtered(by: .grayscale(value))
        case .hueRotation: return context.filtered(by: .hueRotation(.radians(value)))
        case .colorInvert: return context.filtered(by: .colorInvert)
        case .colorMultiply(let color):
            return context.filtered(by: .colorMultiply(colorSlot.presented ?? color))
        case .blur: return context.blurred(by: CGFloat(value))
        }
    }
}
